/**
 * The door controller's port (issue 49): what one caller's door needs of the side it runs on. The
 * board implements it over its database and an ANSI line (server/session.ts); the browser's local
 * door over the DOOR record IDELIGHT.DAT (local-records.ts). Everything else — which screen is up,
 * what each key does — is the controller's, written once.
 */
import type { AccountsPolicy, Champions, DoorRecord, DoorSettings, HandResult, StartedHand } from '../door';
import type { IDMove, IDState } from '../engine';
import type { Terminal } from '../terminal';

// The new-name rule and its words are door.ts's (one rule for every side).
export { ACCOUNTS_POLICIES, WAITS_FOR_VALIDATION, type AccountsPolicy } from '../door';

/** A key as the controller reads it (the board's key decoder and the browser's keyboard both give it). */
export interface DoorKey {
  key: string;
  ctrl?: boolean;
}

export interface DoorHand {
  mode: 'door' | 'free';
  date: string | null;
  hand: number;
  state: IDState;
}

/** The door's settings as the controller reads them: the hands, the calendar and the new-name rule. */
export interface PlaceSettings extends DoorSettings {
  /** The IANA time zone whose calendar is the door's "today". */
  timeZone: string;
  accounts: AccountsPolicy;
}

/** An account that waits for the sysop (the sysop screen's list). */
export interface Applicant {
  name: string;
  /** When it applied (ms since 1970). */
  created: number;
  /** Where it applied from ('?' if the way in gave none; 'this computer' on a local door). */
  from: string;
}

/** The door's records, asynchronous on every side (the board's are a database). */
export interface DoorRecords {
  /** `name`'s record (its days, the champions it needs) and whether the account is validated. */
  player(name: string): Promise<{ record: DoorRecord; validated: boolean }>;
  settings(): Promise<PlaceSettings>;
  /** Start (or resume) a hand of `date` (door.ts's rule); a resumed hand's saved position comes with it.
   *  Throws a DoorError with WAITS_FOR_VALIDATION for an account the policy holds back. */
  startHand(name: string, date: string, today: string): Promise<StartedHand & { state: IDState | null }>;
  /** The unfinished tournament hand's position, kept before the key is answered. */
  saveHandState(name: string, s: IDState): Promise<void>;
  finishHand(name: string, s: IDState, now: number): Promise<HandResult>;
  champions(): Promise<Champions>;
  playerCount(): Promise<number>;
  resetChampions(): Promise<void>;
  resetPlayers(): Promise<void>;
  /** Throws on a value out of range. */
  setSettings(patch: Partial<DoorSettings>): Promise<unknown>;
  /** Throws on a zone the runtime does not know. */
  setTimeZone(tz: string): Promise<void>;
  setAccounts(policy: AccountsPolicy): Promise<void>;
  applicants(): Promise<Applicant[]>;
  validateAccount(name: string): Promise<boolean>;
  removeApplicant(name: string): Promise<boolean>;
}

/** One side's door: its records, its screen and line, its clock and shuffles. */
export interface DoorPort {
  readonly records: DoorRecords;
  /** Show the terminal as composed (the board sends what changed, the browser draws). */
  draw(t: Terminal): void;
  beep(): void;
  /** End the call (the board closes the line; the browser's local door leaves for the desktop). */
  hangUp(): void;
  /** "Today" in `timeZone` (tests fix it). */
  today(timeZone: string): string;
  now(): number;
  /** A free hand's shuffle; a side may look for one a while (the browser's winnable deals): null, none. */
  freeDeal(): number | Promise<number | null>;
  /** What a side adds to a hand in play (the browser's sounds, aids, saved hand and its log). */
  readonly hand?: HandSide;
  /** The caller's time ran out (a drop file's minutes): the next key hangs up, the hand kept. */
  timeUp?(): boolean;
  /** W on the player's menu, where the side has one: who is on line, drawn by the side. */
  who?(): Promise<(t: Terminal, timeZone: string, today: string) => void>;
  /** D on the player's menu, where the side has one: the board's daily deals of every game, drawn by the side. */
  daily?(): Promise<(t: Terminal, timeZone: string, today: string) => void>;
  /** The side's own lines on the player's menu (the board's W and D), drawn over the menu's. */
  menuExtras?(t: Terminal): void;
  /** The side's switches the menu shows (the browser's winnable free hands and Aids; a board has none). */
  menuFlags?(): { winnableOnly: boolean; aids: boolean };
  /** A key of the player's menu the side answers first (the browser's W and A): true when it did. */
  menuKey?(k: DoorKey): boolean;
  /** The side's own lines on the sysop's screen (the browser's E, export; a board has none), `on` unless a question is up. */
  sysopExtras?(t: Terminal, on: boolean): void;
  /** A key of the sysop's screen the side answers first (the browser's E, export): true when it did. */
  sysopKey?(k: DoorKey): boolean;
  /**
   * Back to the side's own log-on (the local door's player list), where it has one: goodbye's L, and
   * the end of a visit that came for one screen only (the sysop's, a link's free hand). Without it
   * goodbye's L is the player's menu again (the board).
   */
  back?(): void;
  /** The terminal program's key row (line 25): the keys a screen answers that none of its lines
   *  shows, as this side answers them; the screens are then a local door's (the top bar says so). */
  keyRow?(d: { view: string; input: unknown; confirm: unknown; hand: DoorHand | null }): string[];
  /** Redraw the whole screen at the next draw (Ctrl-R, a new charset). */
  redraw?(): void;
  /** An error from the records: true when the side has handled it as the end of the call (the name
   *  was taken over): the controller then stops and writes nothing more. */
  endsCall?(e: unknown): boolean;
  /** Errors worth a sysop's look. */
  log(line: string): void;
  /** A tournament hand was recorded (the board's event log). */
  handFinished?(name: string, r: HandResult): void;
}

/**
 * A side's part in a hand (issue 49): the controller plays the hand by the engine's rules and tells
 * the side what happened, so the side keeps what only it has — sounds, the aids and the solver, the
 * hand's log in its own save — without a second set of a hand's keys. The board has none.
 */
export interface HandSide {
  /** A key the side answers before the controller (the browser's ? and Q): true when it did. */
  key?(h: DoorHand, k: DoorKey): boolean | Promise<boolean>;
  /** A hand was dealt, or a kept one resumed. */
  dealt?(h: DoorHand, resumed: boolean): void;
  /** A key changed the hand: the move made (null: only the marker moved), from the state before. */
  moved?(h: DoorHand, move: IDMove | null, before: IDState): void;
  /** The hand is over; a tournament hand's result is recorded (null for a free hand). */
  over?(h: DoorHand, result: HandResult | null): void;
  /** The hand is left before its end: kept for the next call (a tournament hand) or let go. */
  left?(h: DoorHand, kept: boolean): void;
  /** What the hand's screen shows of the side (the browser's CAN WIN line, the ? key, the aided mark). */
  view?(h: DoorHand): { winnable: 'yes' | 'no' | 'unknown' | 'thinking' | 'won' | null; hintKey: boolean; aided: boolean };
}
