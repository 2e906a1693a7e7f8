/**
 * Board passwords: scrypt (node:crypto) with a fresh 16-byte salt each, compared in constant time.
 * Stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later without losing old accounts.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const LEN = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, LEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function checkPassword(stored: string, password: string): Promise<boolean> {
  const m = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([0-9a-f]+)\$([0-9a-f]+)$/.exec(stored);
  if (!m) return false;
  const want = Buffer.from(m[5]!, 'hex');
  const got = await derive(password, Buffer.from(m[4]!, 'hex'), Number(m[1]), Number(m[2]), Number(m[3]));
  return got.length === want.length && timingSafeEqual(got, want);
}
