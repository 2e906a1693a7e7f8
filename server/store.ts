/**
 * The board's queries: accounts, the door's players, days, hands and champions, the settings. The
 * rules are door.ts's, unchanged: each change loads the part of the door record the rule reads,
 * runs the rule, and writes back what it changed, in one transaction (db.write).
 */
import type { Database, Row, Sql } from './db/db';
import {
  findPlayer,
  newDoorRecord,
  newPlayerName,
  NAME_RULE,
  setSettings as ruleSettings,
  startHand,
  DoorError,
  type Champions,
  type DoorRecord,
  type DoorSettings,
  type HandResult,
  type StartedHand,
} from '../src/games/idiots-delight/door';
import { validateIDState, type IDState } from '../src/games/idiots-delight/engine';
import { endHand } from './hand-end';
import { keyOf, toChampions, toPlayers, type ChampRow, type DayRow, type HandRow, type PlayerRow } from './store-rows';

export interface BoardSettings extends DoorSettings {
  /** The IANA time zone whose calendar is the board's "today". */
  timeZone: string;
  /** New accounts (issue 54): `validated` waits for the sysop before tournament hands; `open` plays at once. */
  accounts: AccountsPolicy;
}

// The new-account rule and its words are the door controller's (one for every side, issue 49).
import { ACCOUNTS_POLICIES, WAITS_FOR_VALIDATION, type AccountsPolicy, type Applicant } from '../src/games/idiots-delight/controller/port';
export { ACCOUNTS_POLICIES, WAITS_FOR_VALIDATION, type AccountsPolicy, type Applicant };

/** How a new account is made. */
export interface NewAccount {
  /** The caller's address, kept with an applicant. */
  address?: string;
  /** A board the caller came through has vouched for them (a BBS's drop file, an allowed RLogin
   *  peer): validated whatever the policy. */
  validated?: boolean;
  /** False for a peer board's caller: never the sysop, even as the board's first account. */
  mayBeSysop?: boolean;
}

export interface Account {
  key: string;
  name: string;
  /** scrypt hash (passwords.ts), or null for a caller a BBS vouched for (the stdio door). */
  password: string | null;
  sysop: boolean;
  /** May open tournament hands on a `validated` board (the sysop always may). */
  validated: boolean;
}

// A name's key (the door compares names regardless of case): store-rows.ts's, for every query here.
export { keyOf };

/** The call that held a name's lease has lost it (another node took the name over): its writes stop. */
export class LeaseLost extends Error {
  constructor(readonly label: string) {
    super(`taken over on node ${label}`);
    this.name = 'LeaseLost';
  }
}

/** A live call as the leases table has it (lease.ts makes of it who is online). */
export type OnlineRow = {
  name: string;
  label: string;
  token: string;
  pendingDate: string | null;
  pendingHand: number | null;
};

/** Who holds a name's lease: a node (one board or door process), its label for callers, the call's token. */
export interface LeaseHolder {
  node: string;
  label: string;
  token: string;
}

/** Log-on failures: per name from one address (its lock) and per address over every name (its delay). */
export interface Failures {
  /** Wrong passwords in a row for this name from this address (0 after it locked). */
  failures: number;
  /** Until when this name is locked for this address (ms since 1970; 0: not locked). */
  lockedUntil: number;
  /** Wrong passwords from this address, any name, in the last FAILURE_WINDOW_MS. */
  fromAddress: number;
}

/** Failures older than this are forgotten (a name's count, an address's). */
export const FAILURE_WINDOW_MS = 15 * 60_000;

function toAccount(r: PlayerRow): Account {
  const sysop = Number(r.sysop) === 1;
  return { key: r.name_key, name: r.name, password: r.password, sysop, validated: sysop || Number(r.validated) === 1 };
}


export class Store {
  /** The policy while neither --accounts nor the sysop menu has chosen one: board.ts sets it from
   *  where the board listens (defaultAccounts); the safe side until then. */
  accountsDefault: AccountsPolicy = 'validated';

  constructor(readonly db: Database) {}

  // ---------------------------------------------------------------- settings

  settings(): Promise<BoardSettings> {
    return this.db.read((q) => readSettings(q, this.accountsDefault));
  }

  /** Sysop: hands per day and make-up days, checked by the door's rule. */
  async setSettings(patch: Partial<DoorSettings>): Promise<BoardSettings> {
    return this.db.write(async (q) => {
      const s = await readSettings(q, this.accountsDefault);
      const next = ruleSettings(newDoorRecord(s), patch).settings;
      await q.run('UPDATE settings SET hands_per_day = ?, make_up_days = ? WHERE id = 1', [next.handsPerDay, next.makeUpDaysPerDay]);
      return { ...s, ...next };
    });
  }

  async setTimeZone(tz: string): Promise<void> {
    // Throws RangeError for a zone the runtime does not know.
    new Intl.DateTimeFormat('en-CA', { timeZone: tz });
    await this.db.write((q) => q.run('UPDATE settings SET time_zone = ? WHERE id = 1', [tz]));
  }

  /** The board's deal secret (made on its first start: schema.ts). It never leaves the board. */
  dealSecret(): Promise<string> {
    return this.db.read((q) => readSecret(q));
  }

  // ---------------------------------------------------------------- accounts

  async account(name: string): Promise<Account | null> {
    const rows = await this.db.read((q) => q.all<PlayerRow>('SELECT * FROM players WHERE name_key = ?', [keyOf(name)]));
    return rows[0] ? toAccount(rows[0]) : null;
  }

  /**
   * A new account (the first one on the board is the sysop, as ENiGMA½ does, unless `o.mayBeSysop`
   * is false: a peer board's caller); null if the name is taken. It is validated when it is the
   * sysop, when `o.validated` says a board vouched for the caller, or when the board's policy is
   * `open`; otherwise it applies from `o.address`.
   */
  async createAccount(name: string, password: string | null, now = Date.now(), o: NewAccount = {}): Promise<Account | null> {
    // A new name fits every screen's columns (door.ts newPlayerName).
    const n = newPlayerName(name);
    if (n === null) throw new DoorError(NAME_RULE);
    return this.db.write(async (q) => {
      const taken = await q.all('SELECT name_key FROM players WHERE name_key = ?', [keyOf(n)]);
      if (taken.length > 0) return null;
      const any = await q.all('SELECT name_key FROM players LIMIT 1');
      const sysop = any.length === 0 && o.mayBeSysop !== false;
      const validated = sysop || o.validated === true || (await readSettings(q, this.accountsDefault)).accounts === 'open';
      await q.run('INSERT INTO players (name_key, name, password, sysop, created, validated, applied_from) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        keyOf(n), n, password, sysop ? 1 : 0, now, validated ? 1 : 0, o.address ?? null,
      ]);
      return { key: keyOf(n), name: n, password, sysop, validated };
    });
  }

  /** An imported name (no password yet) takes its first password; null if there is no such name, or it has one. */
  async claimAccount(name: string, password: string): Promise<Account | null> {
    return this.db.write(async (q) => {
      const changed = await q.run('UPDATE players SET password = ? WHERE name_key = ? AND password IS NULL', [password, keyOf(name)]);
      if (changed === 0) return null;
      const row = (await q.all<PlayerRow>('SELECT * FROM players WHERE name_key = ?', [keyOf(name)]))[0]!;
      return toAccount(row);
    });
  }

  /** Sysop: the board's policy for new accounts. */
  async setAccounts(policy: AccountsPolicy): Promise<void> {
    if (!ACCOUNTS_POLICIES.includes(policy)) throw new RangeError(`accounts: ${String(policy)} is not one of ${ACCOUNTS_POLICIES.join(', ')}`);
    await this.db.write((q) => q.run('UPDATE settings SET accounts = ? WHERE id = 1', [policy]));
  }

  /** Sysop: the accounts that wait for validation, oldest first. */
  async applicants(): Promise<Applicant[]> {
    const rows = await this.db.read((q) => q.all<PlayerRow>('SELECT * FROM players WHERE validated = 0 AND sysop = 0 ORDER BY created, name_key'));
    return rows.map((r) => ({ name: r.name, created: Number(r.created), from: r.applied_from ?? '?' }));
  }

  /** Sysop (or a board that vouches for the caller): `name` may play tournament hands. False if there is no such name. */
  async validateAccount(name: string): Promise<boolean> {
    return (await this.db.write((q) => q.run('UPDATE players SET validated = 1 WHERE name_key = ?', [keyOf(name)]))) > 0;
  }

  /** Sysop: remove an applicant (never a validated account: its scores are the tournament's). False if `name` is not one. */
  async removeApplicant(name: string): Promise<boolean> {
    return this.db.write(async (q) => {
      const key = keyOf(name);
      const gone = await q.run('DELETE FROM players WHERE name_key = ? AND validated = 0 AND sysop = 0', [key]);
      if (gone > 0) await q.run('DELETE FROM logon_failures WHERE name_key = ?', [key]);
      return gone > 0;
    });
  }

  /** Where `name` stands for a caller at `address`: its lock there, the address's recent failures. */
  async failures(name: string, address: string, now: number): Promise<Failures> {
    return this.db.read((q) => readFailures(q, keyOf(name), address, now));
  }

  /**
   * A wrong password for `name` from `address`, counted in one transaction (parallel calls lose no
   * count): the name's count from that address (locking it there, for that address only, at
   * `lockAfter`) and the address's count over every name (its delay grows; other addresses' do not).
   */
  async logonFailed(name: string, address: string, now: number, lockAfter: number, lockMs: number): Promise<Failures> {
    return this.db.write(async (q) => {
      const key = keyOf(name);
      const since = now - FAILURE_WINDOW_MS;
      // A count whose last failure is older than the window starts again.
      const bump = `INSERT INTO logon_failures (address, name_key, failures, last, locked_until) VALUES (?, ?, 1, ?, 0)
        ON CONFLICT (address, name_key) DO UPDATE SET failures = CASE WHEN logon_failures.last < ? THEN 1 ELSE logon_failures.failures + 1 END, last = excluded.last`;
      await q.run(bump, [address, key, now, since]);
      await q.run(bump, [address, '', now, since]);
      const f = await readFailures(q, key, address, now);
      if (f.failures >= lockAfter) {
        await q.run('UPDATE logon_failures SET failures = 0, locked_until = ? WHERE address = ? AND name_key = ?', [now + lockMs, address, key]);
        return { failures: 0, lockedUntil: now + lockMs, fromAddress: f.fromAddress };
      }
      return f;
    });
  }

  /** The right password: the name's count from that address is cleared (the address's stays: it decays). */
  async logonSucceeded(name: string, address: string): Promise<void> {
    await this.db.write((q) => q.run('DELETE FROM logon_failures WHERE address = ? AND name_key = ?', [address, keyOf(name)]));
  }

  // ---------------------------------------------------------------- leases: one live call per name

  /**
   * Take `name`'s lease for `h`: granted when nobody holds it, its holder has not renewed it for
   * `ttlMs` (a dead node), or `takeOver` says so (the holder is hung up at its next renewal or
   * write). Otherwise the holder's label ("You are on node 2").
   */
  async claimLease(name: string, h: LeaseHolder, now: number, ttlMs: number, takeOver: boolean): Promise<{ ok: true } | { ok: false; label: string }> {
    return this.db.write(async (q) => {
      const key = keyOf(name);
      // Locked (PostgreSQL): a renewal under way (outside the board-wide lock) is waited for and seen.
      const cur = (await q.all<{ token: string; label: string; renewed: number }>(`SELECT token, label, renewed FROM leases WHERE name_key = ?${this.db.lockRow}`, [key]))[0];
      if (cur && cur.token !== h.token && Number(cur.renewed) > now - ttlMs && !takeOver) return { ok: false as const, label: cur.label };
      await q.run(
        'INSERT INTO leases (name_key, node, label, token, renewed) VALUES (?, ?, ?, ?, ?) ON CONFLICT (name_key) DO UPDATE SET node = excluded.node, label = excluded.label, token = excluded.token, renewed = excluded.renewed',
        [key, h.node, h.label, h.token, now],
      );
      return { ok: true as const };
    });
  }

  /** Renew every lease node `node` holds; the tokens it still holds (a missing one was taken over). */
  async renewLeases(node: string, now: number): Promise<Set<string>> {
    if (this.db.statement) {
      // PostgreSQL: a row a key's save holds (FOR UPDATE, in a batch of saves) is renewed next time
      // (the lease lives 5 renewals). Waiting for it instead, the renewal and a batch each held rows
      // the other wanted: a deadlock, found only after deadlock_timeout (1 s), every few seconds.
      // One statement of its own, outside the board-wide queue: as a board-wide write (BEGIN, the
      // lock, UPDATE, SELECT, COMMIT) it held every row of this node's leases across three round
      // trips, and the keys' saves waited for them. claimLease locks the row it reads, so it sees a
      // renewal that is under way.
      const rows = await this.db.statement<{ token: string }>(
        'WITH r AS (UPDATE leases SET renewed = ? WHERE name_key IN (SELECT name_key FROM leases WHERE node = ? FOR UPDATE SKIP LOCKED)) SELECT token FROM leases WHERE node = ?',
        [now, node, node],
      );
      return new Set(rows.map((r) => r.token));
    }
    return this.db.write(async (q) => {
      await q.run('UPDATE leases SET renewed = ? WHERE node = ?', [now, node]);
      return new Set((await q.all<{ token: string }>('SELECT token FROM leases WHERE node = ?', [node])).map((r) => r.token));
    });
  }

  /** Where `name` is live now (its lease's label), or null. */
  async leaseLabel(name: string): Promise<string | null> {
    const r = await this.db.read((q) => q.all<{ label: string }>('SELECT label FROM leases WHERE name_key = ?', [keyOf(name)]));
    return r[0]?.label ?? null;
  }

  /** Every live call (a lease renewed since `since`), on every node: who is online. */
  async online(since: number): Promise<OnlineRow[]> {
    return this.db.read((q) =>
      q.all<OnlineRow>(
        'SELECT COALESCE(p.name, l.name_key) AS name, l.label, l.token, p.pending_date AS "pendingDate", p.pending_hand AS "pendingHand" FROM leases l LEFT JOIN players p ON p.name_key = l.name_key WHERE l.renewed >= ? ORDER BY l.label, l.name_key',
        [since],
      ),
    );
  }

  /** The call ended: its lease goes (if it still holds it). */
  async releaseLease(name: string, token: string): Promise<void> {
    await this.db.write((q) => q.run('DELETE FROM leases WHERE name_key = ? AND token = ?', [keyOf(name), token]));
  }

  async playerCount(): Promise<number> {
    const r = await this.db.read((q) => q.all<{ n: number }>('SELECT COUNT(*) AS n FROM players'));
    return Number(r[0]?.n ?? 0);
  }

  // ---------------------------------------------------------------- the door

  /** `name`'s door record (every day), the settings, the position of a hand left unfinished, and
   *  whether the account is validated (issue 54). */
  async player(name: string): Promise<{ record: DoorRecord; state: IDState | null; validated: boolean }> {
    return this.db.read(async (q) => {
      const { record, row } = await loadOne(q, name);
      return { record, state: savedState(row), validated: toAccount(row).validated };
    });
  }

  /** Start (or resume) a hand of `date` for `name`, by door.ts's rule; the saved position of a resumed hand comes with it. */
  async startHand(name: string, date: string, today: string, lease: string | null = null): Promise<StartedHand & { state: IDState | null }> {
    // With a lease, only the name's own rows are written (its day, inserted with no bonus, and its
    // pending hand), so only its lease row is locked (db.writeOwn), as a key's save does: nothing it
    // writes changes another's hand's end (a day with no bonus and no hand yet), and on PostgreSQL a start no longer queued behind every
    // board-wide write ahead of it (hands' starts were 14 of the 35 keys over 100 ms at 20:10Z).
    const tx = lease === null ? this.db.write.bind(this.db) : this.db.writeOwn.bind(this.db);
    return tx(async (q) => {
      await holds(q, name, lease, this.db.lockRow);
      const { record, row } = await loadOne(q, name);
      // Checked here, in the hand's own transaction, so no way in can open one unvalidated.
      if ((await readSettings(q, this.accountsDefault)).accounts === 'validated' && !toAccount(row).validated) throw new DoorError(WAITS_FOR_VALIDATION);
      const started = startHand(record, name, date, today);
      const p = findPlayer(started.record, name)!;
      const key = keyOf(p.name);
      if (!started.resumed) {
        const day = p.days.find((d) => d.date === date)!;
        await q.run('INSERT INTO days (name_key, date, played_on, bonus) VALUES (?, ?, ?, ?) ON CONFLICT (name_key, date) DO NOTHING', [key, day.date, day.playedOn, day.bonus]);
        await q.run('UPDATE players SET pending_date = ?, pending_hand = ?, pending_deal = ?, pending_state = NULL WHERE name_key = ?', [started.date, started.hand, started.deal, key]);
      }
      const state = started.resumed ? savedState(row) : null;
      return { ...started, state: state && state.deal === started.deal ? state : null };
    });
  }

  /** Keep the position of the caller's unfinished tournament hand: after every key that changes it,
   *  so a crash at any moment loses nothing the board has answered. `lease`: only while it holds the name. */
  async saveHandState(name: string, s: IDState, lease: string | null = null): Promise<void> {
    // Many a second: with a lease, only the name's lease row is locked (db.writeOwn), not the board.
    const tx = lease === null ? this.db.write.bind(this.db) : this.db.writeOwn.bind(this.db);
    if (lease !== null && this.db.saveOwn) {
      // PostgreSQL: the turn's saves in one statement (db.ts saveOwn), fenced the same way.
      const r = await this.db.saveOwn({ key: keyOf(name), state: JSON.stringify(s), deal: s.deal, token: lease });
      if (!r || r.token !== lease) throw new LeaseLost(r?.label ?? '?');
      return;
    }
    await tx(async (q) => {
      await holds(q, name, lease, this.db.lockRow);
      await q.run('UPDATE players SET pending_state = ? WHERE name_key = ? AND pending_deal = ?', [JSON.stringify(s), keyOf(name), s.deal]);
    });
  }

  /** End `name`'s pending hand with state `s` (finished or not: it scores its cards off), in one
   *  transaction with the bonuses and titles it changes (hand-end.ts). */
  async finishHand(name: string, s: IDState, now = Date.now(), lease: string | null = null): Promise<HandResult> {
    return this.db.write(async (q) => {
      await holds(q, name, lease, this.db.lockRow);
      const prow = (await q.all<PlayerRow>('SELECT * FROM players WHERE name_key = ?', [keyOf(name)]))[0];
      if (!prow || prow.pending_date === null) throw new DoorError('No hand in progress.');
      return endHand(q, prow, s, now, await readSettings(q));
    });
  }

  async champions(): Promise<Champions> {
    return toChampions(await this.db.read((q) => q.all<ChampRow>('SELECT * FROM champions')));
  }

  /** Sysop: clear the champions; players and points stay (door.ts's resetChampions). */
  async resetChampions(): Promise<void> {
    await this.db.write((q) => q.run('DELETE FROM champions'));
  }

  /** Sysop: clear every player's days, hands and unfinished hand; the champions stay until beaten,
   *  and the accounts stay (a log-on is the board's, not the door's). */
  async resetPlayers(): Promise<void> {
    await this.db.write(async (q) => {
      await q.run('DELETE FROM hands');
      await q.run('DELETE FROM days');
      await q.run('UPDATE players SET pending_date = NULL, pending_hand = NULL, pending_deal = NULL, pending_state = NULL');
    });
  }
}

async function readSettings(q: Sql, fallback: AccountsPolicy = 'validated'): Promise<BoardSettings> {
  const r = (await q.all<Row>('SELECT * FROM settings WHERE id = 1'))[0]!;
  const v = r['accounts'];
  const accounts: AccountsPolicy = v === 'open' || v === 'validated' ? v : fallback;
  return { handsPerDay: Number(r['hands_per_day']), makeUpDaysPerDay: Number(r['make_up_days']), timeZone: String(r['time_zone']), accounts };
}

async function readSecret(q: Sql): Promise<string> {
  const r = (await q.all<{ deal_secret: string | null }>('SELECT deal_secret FROM settings WHERE id = 1'))[0];
  if (!r?.deal_secret) throw new Error('the board has no deal secret (schema.ts migrate makes it)');
  return r.deal_secret;
}

async function loadOne(q: Sql, name: string): Promise<{ record: DoorRecord; row: PlayerRow }> {
  const key = keyOf(name);
  const row = (await q.all<PlayerRow>('SELECT * FROM players WHERE name_key = ?', [key]))[0];
  if (!row) throw new DoorError('No such player.');
  const ds = await q.all<DayRow>('SELECT * FROM days WHERE name_key = ?', [key]);
  const hs = await q.all<HandRow>('SELECT * FROM hands WHERE name_key = ?', [key]);
  return { record: { ...newDoorRecord(await readSettings(q), await readSecret(q)), players: toPlayers([row], ds, hs) }, row };
}

/** The fence: a write on behalf of a call goes ahead only while that call holds the name's lease. */
async function holds(q: Sql, name: string, lease: string | null, lockRow: string): Promise<void> {
  if (lease === null) return;
  // Locked until the write ends: a take-over (claimLease) waits for it, or it sees the take-over.
  const r = (await q.all<{ token: string; label: string }>(`SELECT token, label FROM leases WHERE name_key = ?${lockRow}`, [keyOf(name)]))[0];
  if (!r || r.token !== lease) throw new LeaseLost(r?.label ?? '?');
}

async function readFailures(q: Sql, key: string, address: string, now: number): Promise<Failures> {
  const rows = await q.all<{ name_key: string; failures: number; last: number; locked_until: number }>(
    "SELECT name_key, failures, last, locked_until FROM logon_failures WHERE address = ? AND (name_key = ? OR name_key = '')",
    [address, key],
  );
  const since = now - FAILURE_WINDOW_MS;
  const mine = rows.find((r) => r.name_key === key && key !== '');
  const all = rows.find((r) => r.name_key === '');
  return {
    failures: mine && Number(mine.last) >= since ? Number(mine.failures) : 0,
    lockedUntil: mine && Number(mine.locked_until) > now ? Number(mine.locked_until) : 0,
    fromAddress: all && Number(all.last) >= since ? Number(all.failures) : 0,
  };
}

function savedState(row: PlayerRow): IDState | null {
  if (!row.pending_state) return null;
  try {
    return validateIDState(JSON.parse(row.pending_state));
  } catch {
    return null;
  }
}
