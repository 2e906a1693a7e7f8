/**
 * The door's passwords (the sysop's and each player's), kept only as a salted hash: SHA-256
 * (src/core/sha256.ts: synchronous, where SubtleCrypto's digest is asynchronous) over salt + password, repeated STRETCH times. It keeps the plain text
 * out of localStorage; it is a door's lock, not a bank's (anyone with the browser's storage can
 * reset the door anyway).
 */

export { sha256 } from '../../core/sha256';
import { sha256 } from '../../core/sha256';

export const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/** A stored password: its salt and the stretched hash, both hex. */
export interface Secret {
  salt: string;
  hash: string;
}

/** Rounds of SHA-256: enough to make guessing from a copied record slow, still instant to type. */
export const STRETCH = 1000;
/**
 * A new password is 4 to 40 characters, on the local door as on a board (the one rule, issue 49):
 * four keep a guess from the first try, forty take a pass phrase. One chosen before the rule (1 to
 * 3 characters on an older IDELIGHT.DAT) still logs on: only a new one is held to it.
 */
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 40;

export function hashPassword(password: string, salt: string): string {
  const enc = new TextEncoder();
  let d = sha256(enc.encode(salt + '\u0000' + password));
  for (let i = 1; i < STRETCH; i++) d = sha256(d);
  return hex(d);
}

/** A new secret for `password`, with a fresh random salt. */
export function makeSecret(password: string): Secret {
  const salt = hex(crypto.getRandomValues(new Uint8Array(16)));
  return { salt, hash: hashPassword(password, salt) };
}

export function checkSecret(s: Secret, password: string): boolean {
  return hashPassword(password, s.salt) === s.hash;
}

export function isSecret(x: unknown): x is Secret {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return typeof o['salt'] === 'string' && /^[0-9a-f]{32}$/.test(o['salt']) && typeof o['hash'] === 'string' && /^[0-9a-f]{64}$/.test(o['hash']);
}
