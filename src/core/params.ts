/**
 * URL parameters and launch options, checked. Everything here returns a clear problem text for
 * the period requester instead of throwing.
 */
import { isDealNumber } from './rng';

export const MAX_DEAL = 0xffffffff;

/** A deal number from a URL string or a number: an integer 0..4294967295. */
export function parseDeal(v: unknown): { deal: number } | { error: string } {
  if (typeof v === 'number') return isDealNumber(v) ? { deal: v } : { error: `Deal must be 0..${MAX_DEAL}` };
  if (typeof v !== 'string' || !/^\d{1,10}$/.test(v.trim())) return { error: `Deal must be a number 0..${MAX_DEAL}` };
  const n = Number(v.trim());
  return isDealNumber(n) ? { deal: n } : { error: `Deal must be 0..${MAX_DEAL}` };
}

/** Integer option within a set of allowed values. */
export function parseChoice<T extends number | string>(name: string, v: unknown, allowed: readonly T[]): { value: T } | { error: string } {
  const hit = allowed.find((a) => String(a) === String(v).trim().toLowerCase());
  if (hit === undefined) return { error: `${name} must be ${allowed.join(', ')}` };
  return { value: hit };
}

/** Shorten a value for display in a requester (a hostile URL may be long). */
export function shown(v: unknown): string {
  const s = String(v);
  return s.length > 12 ? s.slice(0, 11) + '…' : s;
}
