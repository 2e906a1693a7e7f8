/**
 * URL parameters and launch options, checked. Everything here returns a clear problem text for
 * the period requester instead of throwing.
 */
import { isDealNumber } from './rng';

export const MAX_DEAL = 0xffffffff;

/** A deal number from a URL string or a number: an integer 0..4294967295. */
export function parseDeal(v: unknown): { deal: number } | { error: string } {
  if (typeof v === 'number') return isDealNumber(v) ? { deal: v } : { error: `Deal must be 0..${MAX_DEAL}` };
  // Leading zeros and surrounding spaces mean nothing ("0042" is deal 42).
  const s = typeof v === 'string' ? v.trim().replace(/^0+(?=\d)/, '') : '';
  if (!/^\d{1,10}$/.test(s)) return { error: `Deal must be a number 0..${MAX_DEAL}` };
  const n = Number(s);
  return isDealNumber(n) ? { deal: n } : { error: `Deal must be 0..${MAX_DEAL}` };
}

/** Shorten a value for display in a requester (a hostile URL may be long). */
export function shown(v: unknown): string {
  const s = String(v);
  return s.length > 12 ? s.slice(0, 11) + '…' : s;
}
