/**
 * One live call per name across every node (board process or stdio door) sharing the database: a
 * call holds its name's lease (a row: node, label, token, renewed-at). This process renews all of
 * its leases in one write every `renewMs`; a dead node stops renewing and loses them after `ttlMs`.
 * A second call for the name is told where the first is and may take it over; the first hears of
 * it at its next renewal (`lost`) or at its next write (the store's fence, LeaseLost), whichever
 * comes first, and is hung up with its hand as its last answered key left it.
 */
import { randomBytes } from 'node:crypto';
import type { Store } from './store';
import type { Clock } from './clock';

export interface LeaseTimes {
  /** How often a node renews its leases. */
  renewMs: number;
  /** A lease not renewed for this long is a dead node's: the next call takes it without asking. */
  ttlMs: number;
}

export const DEFAULT_LEASE_TIMES: LeaseTimes = { renewMs: 2_000, ttlMs: 10_000 };

/** IDELIGHT_LEASE_MS=renew,ttl (tests: a dead node's lease goes in a second). */
export function leaseTimesFromEnv(env = process.env): LeaseTimes {
  const m = /^(\d+),(\d+)$/.exec(env['IDELIGHT_LEASE_MS'] ?? '');
  return m ? { renewMs: Number(m[1]), ttlMs: Number(m[2]) } : DEFAULT_LEASE_TIMES;
}

export interface Held {
  token: string;
  name: string;
}

/** One caller on line: the node's label, the name, since when (ISO time; null for a lease older than this), what they do. */
export interface Online {
  node: string;
  name: string;
  since: string | null;
  doing: string;
}

export type Claim = { ok: true; lease: Held } | { ok: false; label: string };

export class Leases {
  /** This process, as the lease rows name it (unique per process). */
  readonly node = randomBytes(8).toString('hex');
  private held = new Map<string, { name: string; lost: (label: string) => void }>();
  private timer: NodeJS.Timeout | null = null;
  private renewing: Promise<void> = Promise.resolve();

  constructor(
    private store: Store,
    /** What a second call is told: "You are on node LABEL." */
    readonly label: string,
    private clock: Clock,
    readonly times: LeaseTimes = DEFAULT_LEASE_TIMES,
    private log: (line: string) => void = () => undefined,
  ) {}

  /** Take `name` for a call; `lost` is told if another node takes it over later. */
  async claim(name: string, takeOver: boolean, lost: (label: string) => void): Promise<Claim> {
    // The token starts with the time of the claim: who is online says since when (no column for it).
    const token = `${this.clock.now().toString(36)}.${randomBytes(12).toString('hex')}`;
    const r = await this.store.claimLease(name, { node: this.node, label: this.label, token }, this.clock.now(), this.times.ttlMs, takeOver);
    if (!r.ok) return r;
    // A take-over on this same process: the other call is hung up at once.
    for (const [t, h] of this.held) if (h.name.toLowerCase() === name.toLowerCase()) this.drop(t, this.label);
    this.held.set(token, { name, lost });
    this.start();
    return { ok: true, lease: { token, name } };
  }

  /** The call ended: its name is free for the next. */
  async release(l: Held): Promise<void> {
    if (!this.held.delete(l.token)) return;
    await this.store.releaseLease(l.name, l.token);
  }

  /** The call behind `token` lost its name (taken over): forget it and tell it. */
  drop(token: string, label: string): void {
    const h = this.held.get(token);
    if (!h) return;
    this.held.delete(token);
    h.lost(label);
  }

  private start() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.renewing = this.renewing.then(() => this.renew()).catch((e: unknown) => this.log(`lease: ${String(e)}`));
    }, this.times.renewMs);
    this.timer.unref?.();
  }

  /** Renew this node's leases; a call whose lease is gone was taken over. */
  async renew(): Promise<void> {
    if (this.held.size === 0) return;
    // Only calls that held their lease before this renewal began are judged by it.
    const before = [...this.held.keys()];
    const kept = await this.store.renewLeases(this.node, this.clock.now());
    for (const t of before) {
      const h = this.held.get(t);
      if (!h || kept.has(t)) continue;
      this.drop(t, (await this.store.leaseLabel(h.name)) ?? '?');
    }
  }

  /** Every call on line on every node sharing the database (leases not yet lapsed). */
  async online(): Promise<Online[]> {
    const rows = await this.store.online(this.clock.now() - this.times.ttlMs);
    return rows.map((r) => {
      const since = parseInt(r.token.split('.')[0] ?? '', 36);
      const doing = r.pendingHand !== null && r.pendingDate !== null ? `playing hand ${Number(r.pendingHand)}` : 'in the door';
      return { node: r.label, name: r.name, since: Number.isFinite(since) && r.token.includes('.') ? new Date(since).toISOString() : null, doing };
    });
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
