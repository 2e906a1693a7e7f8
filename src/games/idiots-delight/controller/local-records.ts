/**
 * The local door's records for the controller (port.ts): one DOOR record (IDELIGHT.DAT's shape,
 * door.ts's rules, its new-name policy and applicants by door-accounts.ts) and what the local door
 * keeps beside it: its calendar's time zone and the positions of unfinished tournament hands. The
 * conformance suite runs it over memory; `DoorBox` is where a side keeps the record.
 */
import {
  findPlayer,
  finishHand,
  newPlayerName,
  resetChampions,
  setSettings,
  startHand,
  withDealSecret,
  DoorError,
  NAME_RULE,
  type DoorRecord,
} from '../door';
import type { IDState } from '../engine';
import { type AccountsPolicy, type Applicant, type DoorRecords, type PlaceSettings } from './port';
import { applyFor, isWaiting, removeApplicant, setAccounts, validateName } from '../door-accounts';
import type { Secret } from '../password';

/** Where the record lives: read as stored now, written back at once. */
export interface DoorBox {
  read(): DoorRecord;
  write(rec: DoorRecord): void;
  /** Read, change and write in one step where the place has one (the machine's store: door-store.ts);
   *  a throw leaves the record as it was. */
  change?(f: (rec: DoorRecord) => DoorRecord): DoorRecord;
}

export function memoryBox(rec: DoorRecord): DoorBox {
  let cur = structuredClone(rec);
  return { read: () => structuredClone(cur), write: (r) => void (cur = structuredClone(r)) };
}

/**
 * Where the positions of unfinished tournament hands are kept, by player (lower-case name): in
 * memory by default; the browser keeps them with the hand's log in its saved hand (IDELIGHT.SAV).
 */
export interface HandKeeper {
  get(player: string): IDState | null;
  set(player: string, s: IDState): void;
  drop(player: string): void;
  clear(): void;
}

export function memoryHands(): HandKeeper {
  const m = new Map<string, IDState>();
  return { get: (p) => m.get(p) ?? null, set: (p, s) => void m.set(p, s), drop: (p) => void m.delete(p), clear: () => m.clear() };
}

/** As the board's database answers: after the caller's code has run on (and a throw is a rejection). */
const later = <T>(f: () => T): Promise<T> => Promise.resolve().then(f);

export class LocalRecords implements DoorRecords {
  timeZone = 'UTC';

  constructor(
    readonly box: DoorBox,
    /** 32 random bytes, for the door's deal secret when its first hand is dealt. */
    private readonly random: () => Uint8Array,
    /** Where an applicant applied from, as the sysop's list shows it. */
    readonly from = 'this computer',
    private readonly states: HandKeeper = memoryHands(),
    /** Where the door's time zone is kept besides memory (the browser's IDELIGHT.ZON). */
    private readonly keepZone: (tz: string) => void = () => undefined,
  ) {}

  private change(f: (rec: DoorRecord) => DoorRecord): DoorRecord {
    if (this.box.change) return this.box.change(f);
    const rec = f(this.box.read());
    this.box.write(rec);
    return rec;
  }

  /**
   * A name the door has never seen joins with its password (the local door's player list, the
   * board's log-on): the first is the sysop; under `validated` a later one applies (door-accounts.ts).
   */
  join(name: string, password: Secret, now: number): void {
    const n = newPlayerName(name);
    if (n === null) throw new DoorError(NAME_RULE);
    if (findPlayer(this.box.read(), n)) throw new DoorError('That name is taken.');
    this.change((r) => {
      const rec = { ...r, players: [...r.players, { name: n, days: [], pending: null, password }] };
      return r.sysop === null ? { ...rec, sysop: password } : applyFor(rec, n, now);
    });
  }

  player(name: string): Promise<{ record: DoorRecord; validated: boolean }> {
    return later(() => {
      const record = this.box.read();
      return { record, validated: !isWaiting(record, name) };
    });
  }

  settings(): Promise<PlaceSettings> {
    return later(() => {
      const rec = this.box.read();
      return { ...rec.settings, timeZone: this.timeZone, accounts: rec.accounts };
    });
  }

  startHand(name: string, date: string, today: string) {
    return later(() => {
      let started!: ReturnType<typeof startHand>;
      this.change((rec) => (started = startHand(withDealSecret(rec, this.random), name, date, today)).record);
      const key = name.toLowerCase();
      const kept = this.states.get(key);
      if (!started.resumed) this.states.drop(key);
      return { ...started, state: started.resumed && kept && kept.deal === started.deal ? kept : null };
    });
  }

  saveHandState(name: string, s: IDState): Promise<void> {
    return later(() => {
      const pd = findPlayer(this.box.read(), name)?.pending;
      if (pd && pd.deal === s.deal) this.states.set(name.toLowerCase(), s);
    });
  }

  finishHand(name: string, s: IDState): Promise<ReturnType<typeof finishHand>['result']> {
    return later(() => {
      let out!: ReturnType<typeof finishHand>;
      this.change((rec) => (out = finishHand(rec, name, s)).record);
      this.states.drop(name.toLowerCase());
      return out.result;
    });
  }

  champions() {
    return later(() => {
      return this.box.read().champions;
    });
  }

  playerCount(): Promise<number> {
    return later(() => {
      return this.box.read().players.length;
    });
  }

  resetChampions(): Promise<void> {
    return later(() => {
      this.change(resetChampions);
    });
  }

  /** The players' days, hands and unfinished hands go; their names and passwords stay (as on a board). */
  resetPlayers(): Promise<void> {
    return later(() => {
      this.change((rec) => ({ ...rec, players: rec.players.map((p) => ({ ...p, days: [], pending: null })) }));
      this.states.clear();
    });
  }

  setSettings(patch: Parameters<typeof setSettings>[1]): Promise<unknown> {
    return later(() => {
      return this.change((rec) => setSettings(rec, patch)).settings;
    });
  }

  setTimeZone(tz: string): Promise<void> {
    return later(() => {
      // Throws on a zone the runtime does not know.
      new Intl.DateTimeFormat('en-CA', { timeZone: tz });
      this.timeZone = tz;
      this.keepZone(tz);
    });
  }

  setAccounts(policy: AccountsPolicy): Promise<void> {
    return later(() => void this.change((rec) => setAccounts(rec, policy)));
  }

  applicants(): Promise<Applicant[]> {
    return later(() => this.box.read().applicants.map((a) => ({ ...a, from: this.from })));
  }

  validateAccount(name: string): Promise<boolean> {
    return later(() => findPlayer(this.change((rec) => validateName(rec, name)), name) !== null);
  }

  /** An applicant goes with its name (it has played no tournament hand). */
  removeApplicant(name: string): Promise<boolean> {
    return later(() => {
      const before = this.box.read();
      if (!isWaiting(before, name)) return false;
      this.change((rec) => removeApplicant(rec, name));
      return true;
    });
  }
}
