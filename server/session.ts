/**
 * One caller in the door, on any way in (the stdio door, telnet, SSH, the web socket): the door's
 * one controller (src/games/idiots-delight/controller/, the same the browser's local door runs)
 * over the board's port: the records in the board's database, fenced by the name's lease, the
 * screen sent as ANSI, the drop file's minutes. Who the caller is was settled before (the board's
 * log-on, or the BBS's drop file), so the door starts at the player's menu.
 */
import { randomInt } from 'node:crypto';
import { A, type Terminal } from '../src/games/idiots-delight/terminal';
import { AnsiWriter, type Charset } from '../src/games/idiots-delight/ansi/writer';
import { DoorController } from '../src/games/idiots-delight/controller/door-controller';
import type { DoorPort, DoorRecords } from '../src/games/idiots-delight/controller/port';
import type { Key } from './keys';
import { LeaseLost, type Store } from './store';
import { todayFor } from './clock';
import type { Online } from './lease';
import type { Logger } from './log';
import { drawWho } from './who-screen';
import { drawDaily, loadDaily } from './daily-screen';

export interface SessionIO {
  send(bytes: Buffer): void;
  /** End the call (the way in closes the connection or exits). */
  hangUp(): void;
}

export interface SessionOptions {
  charset?: Charset;
  /** Minutes the caller has left (a drop file's); the door hangs up, saving the hand, when they run out. */
  minutesLeft?: number;
  /** Errors worth a sysop's look (stderr by default). */
  log?: (line: string) => void;
  /** The board's events (log.ts): a finished hand and its score. */
  logger?: Logger;
  /** A line for the first screen (the board's welcome to a new caller). */
  greeting?: string;
  /** The token of the name's lease (lease.ts): every write of the hand is fenced by it. */
  lease?: string;
  /** Who is on line on every node (lease.ts): the W key (without it, W says the solver stays in the browser). */
  who?: () => Promise<Online[]>;
}

/** The board's records for the controller: the database, every write of the hand fenced by `lease`. */
export function boardRecords(store: Store, lease: string | null): DoorRecords {
  return {
    player: (name) => store.player(name),
    settings: () => store.settings(),
    startHand: (name, date, today) => store.startHand(name, date, today, lease),
    saveHandState: (name, s) => store.saveHandState(name, s, lease),
    finishHand: (name, s, now) => store.finishHand(name, s, now, lease),
    champions: () => store.champions(),
    playerCount: () => store.playerCount(),
    resetChampions: () => store.resetChampions(),
    resetPlayers: () => store.resetPlayers(),
    setSettings: (patch) => store.setSettings(patch),
    setTimeZone: (tz) => store.setTimeZone(tz),
    setAccounts: (p) => store.setAccounts(p),
    applicants: () => store.applicants(),
    validateAccount: (name) => store.validateAccount(name),
    removeApplicant: (name) => store.removeApplicant(name),
  };
}

/** A test's free-hand shuffles (IDELIGHT_FREE_DEALS=a,b,c: the conformance suite gives the local door the same), else random. */
function freeDeals(): () => number {
  const fixed = (process.env['IDELIGHT_FREE_DEALS'] ?? '').split(',').filter((s) => /^\d+$/.test(s)).map(Number);
  let i = 0;
  return () => (fixed.length > 0 ? fixed[i++ % fixed.length]! : randomInt(1, 2 ** 31));
}

export class DoorSession {
  readonly writer: AnsiWriter;
  readonly door: DoorController;
  private deadline: number | null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly store: Store,
    readonly player: { name: string; sysop: boolean },
    readonly io: SessionIO,
    opts: SessionOptions = {},
  ) {
    this.writer = new AnsiWriter(opts.charset ?? 'cp437');
    this.deadline = opts.minutesLeft !== undefined ? Date.now() + opts.minutesLeft * 60_000 : null;
    const log = opts.log ?? ((l: string) => process.stderr.write(l + '\n'));
    const who = opts.who;
    const port: DoorPort = {
      records: boardRecords(store, opts.lease ?? null),
      draw: (t) => io.send(this.writer.update(t)),
      beep: () => io.send(Buffer.from('\x07')),
      hangUp: () => {
        if (this.timer) clearTimeout(this.timer);
        io.hangUp();
      },
      today: todayFor,
      now: () => Date.now(),
      freeDeal: freeDeals(),
      timeUp: () => this.deadline !== null && Date.now() >= this.deadline,
      who: who
        ? async () => {
            const online = await who();
            return (t, timeZone, today) => drawWho(t, online, timeZone, today);
          }
        : undefined,
      // Today's champions of every game's daily deal (issue 51): the board's, scored from the logs.
      daily: async () => {
        const today = todayFor((await store.settings()).timeZone);
        const lines = await loadDaily(store, today);
        return (t) => drawDaily(t, lines, today);
      },
      // On a board, W is who is online (the solver's switch stays in the browser), D the daily deals.
      menuExtras: (t: Terminal) => {
        if (who) t.put(55, 15, '[W]', A.YELLOW).write(' Who is online'.padEnd(21), A.WHITE);
        t.put(55, 18, '[D]', A.YELLOW).write(" Today's daily deals", A.WHITE);
      },
      redraw: () => this.writer.reset(),
      endsCall: (e) => {
        if (!(e instanceof LeaseLost)) return false;
        if (this.door.finished) return true;
        if (this.timer) clearTimeout(this.timer);
        io.send(Buffer.from(`\x1b[0m\r\nYour name was taken over by a call on node ${e.label}: hanging up. Your hand is kept.\r\n`, 'latin1'));
        io.hangUp();
        return true;
      },
      log,
      handFinished: (name, r) => opts.logger?.info('hand-finished', { name, date: r.date, hand: r.hand, score: r.score, removed: r.removed, dailyChampion: r.dailyChampion }),
    };
    this.door = new DoorController(port, player, opts.greeting ?? '');
  }

  get term(): Terminal {
    return this.door.term;
  }

  /** The first screen: the player's menu, "Welcome, NAME!". */
  async start(): Promise<void> {
    if (this.deadline !== null) {
      const left = this.deadline - Date.now();
      this.timer = setTimeout(() => void this.bye('Your time on the board is up.'), Math.max(0, Math.min(left, 2 ** 31 - 1)));
      this.timer.unref?.();
    }
    await this.door.start();
  }

  /** Keys from the caller, handled one at a time in order (each may wait on the database). */
  keys(keys: Key[]): void {
    this.door.keys(keys);
  }

  /** The caller's terminal changed charset (Ctrl-U, a terminal type): redraw the whole screen. */
  setCharset(c: Charset): void {
    this.writer.charset = c;
    this.writer.reset();
    if (!this.door.finished) this.door.render();
  }

  /** The connection dropped (or the board is stopping): a tournament hand stays pending where it
   *  was, exactly as L leaves it. Safe to call twice. */
  async hangUp(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.door.hangUp();
  }

  get finished(): boolean {
    return this.door.finished;
  }

  /** Another call has the name now (lease.ts): stop at once, writing nothing more. The way in hangs up. */
  lost(): void {
    if (this.timer) clearTimeout(this.timer);
    this.door.lost();
  }

  /** The door ends the call (time up, no key for a while): the hand is kept, the goodbye says why. */
  async bye(why: string): Promise<void> {
    await this.door.bye(why);
  }
}
