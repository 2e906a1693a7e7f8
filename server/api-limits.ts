/**
 * The HTTP API's rate limits (issue 51): a bucket of tokens per address and per account, refilled
 * each minute; a request takes one, and with none left it is answered 429 with Retry-After. Kept
 * in the process (each node counts its own callers), bounded in size.
 */

export interface Rates {
  /** Requests a minute from one address, any account. */
  perAddress: number;
  /** Requests a minute on one account's session, from any address. */
  perAccount: number;
}

export const DEFAULT_RATES: Rates = { perAddress: 120, perAccount: 60 };

/** IDELIGHT_API_RATES=ADDRESS,ACCOUNT (requests a minute) overrides the defaults (a test's small board). */
export function ratesFromEnv(env: NodeJS.ProcessEnv = process.env): Rates {
  const m = /^(\d{1,6}),(\d{1,6})$/.exec(env['IDELIGHT_API_RATES'] ?? '');
  return m && Number(m[1]) > 0 && Number(m[2]) > 0 ? { perAddress: Number(m[1]), perAccount: Number(m[2]) } : DEFAULT_RATES;
}

/** Buckets kept at once; past it the full ones (nobody used them for a minute) are forgotten. */
const MAX_BUCKETS = 50_000;

export class Buckets {
  private readonly b = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly perMinute: number) {}

  /** Take a token for `key` at `now` (ms): 0 if taken, else the seconds until one is there. */
  take(key: string, now: number): number {
    const rate = this.perMinute / 60_000;
    const cur = this.b.get(key) ?? { tokens: this.perMinute, at: now };
    const tokens = Math.min(this.perMinute, cur.tokens + Math.max(0, now - cur.at) * rate);
    if (tokens >= 1) {
      this.b.set(key, { tokens: tokens - 1, at: now });
      if (this.b.size > MAX_BUCKETS) this.prune(now);
      return 0;
    }
    this.b.set(key, { tokens, at: now });
    return Math.max(1, Math.ceil((1 - tokens) / rate / 1000));
  }

  private prune(now: number): void {
    for (const [k, v] of this.b) if (now - v.at >= 60_000) this.b.delete(k);
  }
}
