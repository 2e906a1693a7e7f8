/**
 * Board passwords: scrypt (node:crypto) with a fresh 16-byte salt each, compared in constant time.
 * Stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later without losing old accounts.
 * A stored value that is not of that shape, or asks for a cost no board would choose, refuses every
 * password: it is damaged or planted, and trying it could take the board's memory or minutes of CPU.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { scryptOnThread } from './hash-thread';

const N = 16384;
const R = 8;
const P = 1;
const LEN = 32;
const MAXMEM = 64 * 1024 * 1024;

/** What a stored value may ask for: N a power of two from 2^10 to 2^16, r 1..32, p 1..16, within MAXMEM. */
const N_MIN = 2 ** 10;
const N_MAX = 2 ** 16;
const R_MAX = 32;
const P_MAX = 16;

interface Params {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/**
 * Hashes at once. Each is about 55 ms of a core (hash-thread.ts runs them at a low priority): a burst
 * of log-ons that hashed four at once took every core of a 2-core machine from the event loop that
 * answers the callers' keys. One core is always left to it.
 */
export const HASHES_AT_ONCE = Math.max(1, Math.min(4, availableParallelism() - 1));
let running = 0;
const waiting: (() => void)[] = [];
/** Hashes running now (tests). */
export const hashesRunning = () => running;

async function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // A hash that ends hands its place straight to the next waiting, so no more than HASHES_AT_ONCE run.
  if (running < HASHES_AT_ONCE) running++;
  else await new Promise<void>((go) => waiting.push(go));
  try {
    return await scryptOnThread({ password: password.normalize('NFC'), salt, len: LEN, n, r, p, maxmem: MAXMEM });
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** The parameters of a stored value, or why it is refused. */
export function parseStored(stored: string): Params | string {
  // Salt 8 to 64 bytes, the hash exactly LEN: even-length lowercase hex, as hashPassword writes them.
  const m = /^scrypt\$([1-9]\d{0,9})\$([1-9]\d{0,9})\$([1-9]\d{0,9})\$((?:[0-9a-f]{2}){8,64})\$((?:[0-9a-f]{2})+)$/.exec(stored);
  if (!m) return 'not scrypt$N$r$p$salt$hash';
  const [n, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (n < N_MIN || n > N_MAX || (n & (n - 1)) !== 0) return `N ${n} is not a power of two from ${N_MIN} to ${N_MAX}`;
  if (r > R_MAX || p > P_MAX) return `r ${r} or p ${p} out of range`;
  // scrypt's own bound: 128·N·r bytes must fit in maxmem (with room for its bookkeeping).
  if (128 * n * r * 2 > MAXMEM) return `N ${n} and r ${r} need more memory than ${MAXMEM} bytes`;
  const hash = Buffer.from(m[5]!, 'hex');
  if (hash.length !== LEN) return `the hash is ${hash.length} bytes, not ${LEN}`;
  return { n, r, p, salt: Buffer.from(m[4]!, 'hex'), hash };
}

/**
 * Whether `password` is the one `stored` was made from. A malformed stored value is never a match,
 * and says why through `log` (the sysop's to mend), rather than throw.
 */
export async function checkPassword(stored: string, password: string, log: (line: string) => void): Promise<boolean> {
  const at = parseStored(stored);
  if (typeof at === 'string') {
    log(`password: a stored password refused: ${at}`);
    return false;
  }
  // Parameters in range cannot make scrypt fail; if it did (out of memory), the log-on logs it.
  return timingSafeEqual(await derive(password, at.salt, at.n, at.r, at.p), at.hash);
}
