/**
 * One caller in the door, on any way in (the stdio door, telnet, SSH): the screens of screens.ts,
 * the rules of door.ts and engine.ts, the records in the board's database. The server deals (the
 * tournament deal of the date and hand) and applies the caller's keys; a score is only ever what
 * the engine's state says. Who the caller is was settled before (the board's log-on, or the BBS's
 * drop file), so the door starts at the player's menu, greeting them by name.
 */
import { Terminal } from '../src/games/idiots-delight/terminal';
import { A } from '../src/games/idiots-delight/terminal';
import {
  drawChampions,
  drawGame,
  drawGoodbye,
  drawHelp,
  drawInput,
  drawMenu,
  drawSysop,
  frame,
  resultLines,
  NAME_COLS,
} from '../src/games/idiots-delight/screens';
import { padWidth } from '../src/core/columns';
import { HELP_PAGES } from '../src/games/idiots-delight/help';
import { idEngine, isOver, isWon, keyFor, pressKey, BONUSES, type IDState } from '../src/games/idiots-delight/engine';
import {
  allTimeTotal,
  championsView,
  dayScore,
  dayStatus,
  findPlayer,
  monthOf,
  monthlyTotal,
  newDoorRecord,
  DoorError,
  type DoorRecord,
  type HandResult,
} from '../src/games/idiots-delight/door';
import { daysInMonth } from '../src/games/idiots-delight/view';
import { randomInt } from 'node:crypto';
import { AnsiWriter, type Charset } from '../src/games/idiots-delight/ansi/writer';
import type { Key } from './keys';
import { LeaseLost, WAITS_FOR_VALIDATION, type Applicant, type BoardSettings, type Store } from './store';
import { todayFor } from './clock';
import type { Online } from './lease';
import type { Logger } from './log';
import { drawWho } from './who-screen';
import { drawDaily, loadDaily, type DailyLine } from './daily-screen';

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

type View = 'menu' | 'game' | 'help' | 'champions' | 'makeup' | 'sysop' | 'applicants' | 'goodbye' | 'who' | 'daily';

/** Applicants shown at once on the sysop's list (it scrolls with the choice). */
const APPLICANT_ROWS = 14;

interface Hand {
  mode: 'door' | 'free';
  date: string | null;
  hand: number;
  state: IDState;
}

interface Input {
  kind: 'makeup' | 'hands' | 'makeupDays' | 'zone';
  value: string;
  max: number;
  message: string;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

export class DoorSession {
  readonly term = new Terminal();
  readonly writer: AnsiWriter;
  view: View = 'menu';
  message = '';
  hand: Hand | null = null;
  result: HandResult | null = null;
  confirm: { text: string; act: () => Promise<void> } | null = null;
  input: Input | null = null;
  helpPage = 0;
  helpReturn: View = 'menu';
  record: DoorRecord = newDoorRecord();
  settings: BoardSettings = { handsPerDay: 3, makeUpDaysPerDay: 1, timeZone: 'UTC', accounts: 'validated' };
  /** Whether this caller's account is validated (read with the record: the sysop may validate it mid-call). */
  validated = true;
  /** The sysop's list of accounts waiting for validation, and the one chosen on it. */
  applicants: Applicant[] = [];
  pick = 0;
  today = '';
  private champs = newDoorRecord().champions;
  private players = 0;
  private queue: Key[] = [];
  private busy = false;
  private ended = false;
  /** The door is hanging up (time up, idle): the goodbye offers no way back. */
  private leaving = false;
  private deadline: number | null;
  private timer: NodeJS.Timeout | null = null;
  private readonly log: (line: string) => void;
  private readonly logger: Logger | undefined;
  private readonly lease: string | null;
  private readonly who: (() => Promise<Online[]>) | null;
  private online: Online[] = [];
  private daily: DailyLine[] = [];

  constructor(
    readonly store: Store,
    readonly player: { name: string; sysop: boolean },
    readonly io: SessionIO,
    opts: SessionOptions = {},
  ) {
    this.writer = new AnsiWriter(opts.charset ?? 'cp437');
    this.deadline = opts.minutesLeft !== undefined ? Date.now() + opts.minutesLeft * 60_000 : null;
    this.log = opts.log ?? ((l) => process.stderr.write(l + '\n'));
    this.logger = opts.logger;
    this.message = opts.greeting ?? '';
    this.lease = opts.lease ?? null;
    this.who = opts.who ?? null;
  }

  /** The first screen: the player's menu, "Welcome, NAME!". */
  async start(): Promise<void> {
    await this.refresh();
    if (this.deadline !== null) {
      const left = this.deadline - Date.now();
      this.timer = setTimeout(() => void this.timeUp(), Math.max(0, Math.min(left, 2 ** 31 - 1)));
      this.timer.unref?.();
    }
    this.render();
  }

  /** Keys from the caller, handled one at a time in order (each may wait on the database). */
  keys(keys: Key[]): void {
    if (this.ended) return;
    this.queue.push(...keys);
    if (!this.busy) void this.drain();
  }

  /** The caller's terminal changed charset (Ctrl-U, a terminal type): redraw the whole screen. */
  setCharset(c: Charset): void {
    this.writer.charset = c;
    this.writer.reset();
    if (!this.ended) this.render();
  }

  /** The connection dropped (or the board is stopping): a tournament hand stays pending where it
   *  was, exactly as L leaves it. Safe to call twice. */
  async hangUp(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.queue = [];
    if (this.timer) clearTimeout(this.timer);
    await this.keepHand();
  }

  get finished(): boolean {
    return this.ended;
  }

  /** Another call has the name now (lease.ts): stop at once, writing nothing more; the hand is as
   *  the last key this call answered left it (each one was saved). The way in hangs up. */
  lost(): void {
    this.ended = true;
    this.queue = [];
    this.hand = null;
    if (this.timer) clearTimeout(this.timer);
  }

  // ---------------------------------------------------------------- flow

  private async drain() {
    this.busy = true;
    try {
      while (this.queue.length > 0 && !this.ended) {
        const k = this.queue.shift()!;
        try {
          await this.key(k);
        } catch (e) {
          if (e instanceof LeaseLost) {
            // Taken over between keys: this key is not answered, and nothing more is written.
            this.lost();
            this.io.send(Buffer.from(`\x1b[0m\r\nYour name was taken over by a call on node ${e.label}: hanging up. Your hand is kept.\r\n`, 'latin1'));
            this.io.hangUp();
            return;
          }
          // Bad input gets a clear answer; nothing the caller does stops the door.
          this.log(`door: ${this.player.name}: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
          this.message = e instanceof DoorError ? e.message : 'Something went wrong; your hand is kept.';
        }
        // Many keys at once (a paste, a fast typist): one screen update for the lot.
        if (this.queue.length === 0 && !this.ended) this.render();
      }
    } finally {
      this.busy = false;
    }
  }

  private async refresh() {
    const { record, validated } = await this.store.player(this.player.name);
    this.record = record;
    this.validated = validated;
    this.settings = await this.store.settings();
    this.record.settings = { handsPerDay: this.settings.handsPerDay, makeUpDaysPerDay: this.settings.makeUpDaysPerDay };
    this.today = todayFor(this.settings.timeZone);
  }

  /** On a `validated` board, an account the sysop has not validated plays no tournament hand. */
  get waiting(): boolean {
    return this.settings.accounts === 'validated' && !this.validated;
  }

  private go(v: View, message = '') {
    this.view = v;
    this.message = message;
  }

  private async key(k: Key) {
    if (this.deadline !== null && Date.now() >= this.deadline) return this.timeUp();
    if (k.ctrl) return;
    switch (this.view) {
      case 'menu':
        return this.keyMenu(k);
      case 'game':
        return this.keyHand(k);
      case 'help':
        return this.keyHelp(k);
      case 'champions':
      case 'who':
      case 'daily':
        return this.go('menu');
      case 'makeup':
        return this.keyInput(k);
      case 'sysop':
        return this.confirm ? this.keyConfirm(k) : this.input ? this.keyInput(k) : this.keySysop(k);
      case 'applicants':
        return this.confirm ? this.keyConfirm(k) : this.keyApplicants(k);
      case 'goodbye':
        if (k.key === 'l' || k.key === 'L') {
          await this.refresh();
          return this.go('menu');
        }
        return this.end();
    }
  }

  private async keyMenu(k: Key) {
    const c = k.key.toLowerCase();
    await this.refresh();
    if (c === 'p' || c === 'enter') {
      const pd = findPlayer(this.record, this.player.name)?.pending;
      return this.playDay(pd ? pd.date : this.today);
    }
    if (c === 'm') {
      this.input = { kind: 'makeup', value: '', max: 2, message: '' };
      return this.go('makeup');
    }
    if (c === 'c') {
      this.champs = await this.store.champions();
      return this.go('champions');
    }
    if (c === 'h') {
      this.helpReturn = 'menu';
      this.helpPage = 0;
      return this.go('help');
    }
    if (c === 'f') {
      this.result = null;
      this.hand = { mode: 'free', date: null, hand: 0, state: idEngine.newGame(randomInt(1, 2 ** 31), {}) };
      return this.go('game');
    }
    if (c === 'd') {
      this.daily = await loadDaily(this.store, this.today);
      return this.go('daily');
    }
    if (c === 'w' && this.who) {
      this.online = await this.who();
      return this.go('who');
    }
    if (c === 'w' || c === 'a') return this.go('menu', 'The solver and the aids stay in the browser: none on a board.');
    if (c === 's' && this.player.sysop) {
      this.players = await this.store.playerCount();
      return this.go('sysop');
    }
    if (c === 'q' || c === 'escape') return this.go('goodbye');
  }

  private async playDay(date: string) {
    // Told, never silently refused (the store refuses it too, whatever the way in).
    if (this.waiting) return this.go('menu', WAITS_FOR_VALIDATION);
    const st = dayStatus(this.record, this.player.name, date, this.today);
    if (!st.playable) return this.go('menu', st.reason ?? 'That day cannot be played.');
    const started = await this.store.startHand(this.player.name, date, this.today, this.lease);
    const state = started.state ?? idEngine.newGame(started.deal, {});
    this.hand = { mode: 'door', date: started.date, hand: started.hand, state };
    this.result = null;
    await this.refresh();
    this.go('game', started.resumed ? `Your unfinished hand of ${started.date}, hand ${started.hand}.` : '');
  }

  private async keyHand(k: Key) {
    const h = this.hand;
    if (!h) return this.go('menu');
    if (this.confirm) {
      const c = k.key.toLowerCase();
      if (c === 'y') {
        const cf = this.confirm;
        this.confirm = null;
        return cf.act();
      }
      if (c === 'n' || c === 'escape') {
        this.confirm = null;
        this.message = '';
      }
      return;
    }
    const s = h.state;
    if (isOver(s)) {
      this.hand = null;
      this.result = null;
      await this.refresh();
      return this.go('menu');
    }
    if (k.key === 'Escape' && h.mode === 'free') {
      this.hand = null;
      return this.go('menu');
    }
    if (k.key === 'l' || k.key === 'L' || k.key === 'q' || k.key === 'Q') {
      const text = h.mode === 'door' ? 'Save and log off?' : 'Leave this free hand and log off?';
      this.confirm = { text, act: () => this.logOff() };
      return;
    }
    if (k.key === '?') {
      this.message = h.mode === 'door' ? 'No aids in a tournament hand: every caller plays it alone.' : 'The aids stay in the browser: none on a board.';
      return;
    }
    const ik = keyFor(k.key);
    if (ik === null) return;
    if (ik === 'help') {
      this.helpReturn = 'game';
      this.helpPage = 0;
      return this.go('help');
    }
    if (ik === 'redraw') {
      this.writer.reset();
      this.message = '';
      return;
    }
    const r = pressKey(s, ik);
    this.message = r.message ?? '';
    if (r.message) return void this.io.send(Buffer.from('\x07'));
    // Every key that changes a tournament hand is saved before the board answers it: after a crash
    // the caller resumes at the last key answered. The save is fenced by the lease (never two live copies).
    if (h.mode === 'door' && !isOver(r.state) && r.state !== s) await this.store.saveHandState(this.player.name, r.state, this.lease);
    h.state = r.state;
    const m = r.move;
    if (m && (m.type === 'remove' || m.type === 'free')) {
      const removed = h.state.discards.length;
      if (BONUSES.some(([c]) => c === removed)) this.message = `Bonus! The ${removed}th card is off.`;
      if (m.type === 'free') this.message = 'Free Card used.';
    }
    if (isOver(h.state)) await this.endHand(h);
  }

  private async endHand(h: Hand) {
    if (h.mode !== 'door') return;
    const r = (this.result = await this.store.finishHand(this.player.name, h.state, Date.now(), this.lease));
    this.logger?.info('hand-finished', { name: this.player.name, date: r.date, hand: r.hand, score: r.score, removed: r.removed, dailyChampion: r.dailyChampion });
    await this.refresh();
  }

  private async logOff() {
    const h = this.hand;
    await this.keepHand();
    this.hand = null;
    this.go('goodbye', h?.mode === 'door' ? `Hand ${h.hand} of ${h.date} is saved for your next call.` : '');
  }

  /** A tournament hand in progress keeps its position for the next call. */
  private async keepHand() {
    const h = this.hand;
    if (!h || h.mode !== 'door' || isOver(h.state)) return;
    try {
      await this.store.saveHandState(this.player.name, h.state, this.lease);
    } catch (e) {
      // Taken over: the other call has the hand, as this call's last answered key saved it.
      if (!(e instanceof LeaseLost)) throw e;
      this.log(`door: ${this.player.name}: hand not saved at hang-up: ${e.message}`);
    }
  }

  private timeUp() {
    return this.bye('Your time on the board is up.');
  }

  /** The door ends the call (time up, no key for a while): the hand is kept, the goodbye says why. */
  async bye(why: string): Promise<void> {
    if (this.ended) return;
    await this.keepHand();
    this.hand = null;
    this.leaving = true;
    this.go('goodbye', why);
    this.render();
    this.end();
  }

  private end() {
    if (this.ended) return;
    this.ended = true;
    if (this.timer) clearTimeout(this.timer);
    this.io.hangUp();
  }

  private keyHelp(k: Key) {
    const c = k.key.toLowerCase();
    const last = HELP_PAGES.length - 1;
    if (c === 'q' || c === 'escape') return this.go(this.helpReturn);
    if (c === 'p' || c === 'arrowup' || c === 'pageup' || c === 'backspace' || c === '8') {
      if (this.helpPage > 0) this.helpPage--;
      return;
    }
    if (c === ' ' || c === 'enter' || c === 'n' || c === 'arrowdown' || c === 'pagedown' || c === '2' || c === 'h') {
      if (this.helpPage >= last) return this.go(this.helpReturn);
      this.helpPage++;
    }
  }

  private async keyInput(k: Key) {
    const inp = this.input!;
    const back: View = inp.kind === 'makeup' ? 'menu' : 'sysop';
    if (k.key === 'Escape') {
      this.input = null;
      return this.go(back);
    }
    if (k.key === 'Backspace') {
      inp.value = [...inp.value].slice(0, -1).join('');
      return;
    }
    if (k.key === 'Enter') return this.acceptInput(inp, back);
    const ok = inp.kind === 'zone' ? /^[A-Za-z0-9_/+-]$/.test(k.key) : /^\d$/.test(k.key);
    if (!ok) return;
    if ([...inp.value].length >= inp.max) return void this.io.send(Buffer.from('\x07'));
    inp.value += k.key;
    inp.message = '';
  }

  private async acceptInput(inp: Input, back: View) {
    const v = Number(inp.value);
    if (inp.kind === 'makeup') {
      const dim = daysInMonth(this.today);
      if (!(inp.value !== '' && v >= 1 && v <= dim)) return void (inp.message = `Choose a day from 1 to ${dim}.`);
      this.input = null;
      await this.refresh();
      this.go('menu');
      return this.playDay(`${monthOf(this.today)}-${String(v).padStart(2, '0')}`);
    }
    try {
      if (inp.value === '') throw new RangeError('empty');
      if (inp.kind === 'zone') await this.store.setTimeZone(inp.value);
      else await this.store.setSettings(inp.kind === 'hands' ? { handsPerDay: v } : { makeUpDaysPerDay: v });
    } catch {
      inp.message =
        inp.kind === 'hands' ? 'Hands per day must be 1 to 10.' : inp.kind === 'zone' ? 'Not a time zone this server knows (e.g. Europe/Berlin).' : 'Make-up days per day must be 0 to 31.';
      return;
    }
    this.input = null;
    await this.refresh();
    this.go(back, 'Saved.');
  }

  private async keySysop(k: Key) {
    const c = k.key.toLowerCase();
    if (c === 'a') {
      const next = this.settings.accounts === 'validated' ? 'open' : 'validated';
      await this.store.setAccounts(next);
      await this.refresh();
      return this.go('sysop', next === 'open' ? "New accounts: open (a new name plays today's hands at once)." : 'New accounts: validated (they wait for you).');
    }
    if (c === 'v') return this.showApplicants('');
    if (c === 'h') this.input = { kind: 'hands', value: '', max: 2, message: '' };
    else if (c === 'm') this.input = { kind: 'makeupDays', value: '', max: 2, message: '' };
    else if (c === 'z') this.input = { kind: 'zone', value: '', max: 40, message: '' };
    else if (c === 'c') this.confirm = { text: 'Reset the champions? Players and points stay.', act: () => this.store.resetChampions() };
    else if (c === 'p') this.confirm = { text: "Reset the players' days? The champions stay.", act: () => this.store.resetPlayers() };
    else if (c === 'q' || c === 'escape') this.go('menu');
  }

  private async keyConfirm(k: Key) {
    const c = k.key.toLowerCase();
    const cf = this.confirm!;
    const back = this.view === 'applicants' ? 'applicants' : 'sysop';
    if (c === 'y') {
      this.confirm = null;
      await cf.act();
      this.players = await this.store.playerCount();
      await this.refresh();
      if (back === 'applicants') return this.showApplicants(this.message);
      return this.go('sysop', 'Done.');
    }
    if (c === 'n' || c === 'escape') {
      this.confirm = null;
      this.message = 'Nothing changed.';
      if (back === 'sysop') this.go('sysop', 'Nothing changed.');
    }
  }

  private async showApplicants(message: string) {
    this.applicants = await this.store.applicants();
    this.pick = Math.min(this.pick, Math.max(0, this.applicants.length - 1));
    this.go('applicants', message);
  }

  /** The applicants' list: Up/Down choose, V validates, R removes (asked first), Q goes back. */
  private async keyApplicants(k: Key) {
    const c = k.key.toLowerCase();
    const a = this.applicants[this.pick];
    if (c === 'q' || c === 'escape') return this.go('sysop');
    if (c === 'arrowup' || c === '8') this.pick = Math.max(0, this.pick - 1);
    else if (c === 'arrowdown' || c === '2') this.pick = Math.min(Math.max(0, this.applicants.length - 1), this.pick + 1);
    else if ((c === 'v' || c === 'r') && !a) this.message = 'Nobody waits for validation.';
    else if (c === 'v' && a) {
      const ok = await this.store.validateAccount(a.name);
      return this.showApplicants(ok ? `${a.name} is validated: tournament hands are open to them.` : `${a.name} is no longer on file.`);
    } else if (c === 'r' && a)
      this.confirm = {
        text: `Remove the applicant ${a.name}?`,
        act: async () => void (this.message = (await this.store.removeApplicant(a.name)) ? `${a.name} is removed.` : `${a.name} was not removed: no longer an applicant.`),
      };
  }

  // ---------------------------------------------------------------- screen

  /** Draw the screen of the moment and send what changed. */
  render(): void {
    this.compose(this.term);
    this.io.send(this.writer.update(this.term));
  }

  compose(t: Terminal): void {
    const date = this.today;
    const name = this.player.name;
    switch (this.view) {
      case 'menu': {
        const p = findPlayer(this.record, name);
        const month = monthOf(date);
        const day = p?.days.find((d) => d.date === date);
        drawMenu(t, {
          player: p?.name ?? name,
          date,
          weekday: weekday(date),
          today: dayStatus(this.record, name, date, date),
          todayScore: day ? dayScore(day) : 0,
          monthTotal: p ? monthlyTotal(p, month) : 0,
          allTimeTotal: p ? allTimeTotal(p) : 0,
          days: (p?.days ?? [])
            .filter((d) => monthOf(d.date) === month)
            .map((d) => ({ date: d.date, playedOn: d.playedOn, hands: d.hands.length, score: dayScore(d), bonus: d.bonus })),
          message: this.message,
          winnableOnly: false,
          aids: false,
        });
        // On a board, W is who is online (the solver's switch stays in the browser).
        if (this.who) t.put(55, 15, '[W]', A.YELLOW).write(' Who is online'.padEnd(21), A.WHITE);
        t.put(55, 18, '[D]', A.YELLOW).write(" Today's daily deals", A.WHITE);
        // Where a caller stands, on every menu (issue 54): free hands and the champions stay open.
        if (this.waiting && this.message !== WAITS_FOR_VALIDATION) t.put(2, 21, `${WAITS_FOR_VALIDATION} Free hands are open.`, A.LRED);
        return;
      }
      case 'who':
        return drawWho(t, this.online, this.settings.timeZone, date);
      case 'daily':
        return drawDaily(t, this.daily, date);
      case 'game':
        return this.composeGame(t);
      case 'help':
        return drawHelp(t, this.helpPage);
      case 'champions':
        return drawChampions(t, championsView({ ...newDoorRecord(), champions: this.champs }, date), date);
      case 'makeup':
        return drawInput(
          t,
          'MAKE-UP / PLAY-AHEAD DAY',
          [`Which day of ${monthOf(date)} do you want to play? (1-${daysInMonth(date)})`, 'An earlier day is a make-up day, a later one a play-ahead day.'],
          this.input?.value ?? '',
          2,
          this.input?.message ?? '',
          date,
        );
      case 'sysop': {
        drawSysop(t, this.settings, this.players, this.message, this.confirm?.text ?? null, date);
        // The board's own setting: its calendar's time zone.
        t.put(4, 7, `Board time zone .......... ${this.settings.timeZone}`, A.WHITE);
        t.put(4, 14, '[Z]', this.confirm ? A.DARKGREY : A.YELLOW).write(" Set the board's time zone", this.confirm ? A.DARKGREY : A.WHITE);
        // New accounts (issue 54): the policy, and the list of those waiting.
        t.put(4, 8, `New accounts ............. ${this.settings.accounts}`, A.WHITE);
        t.put(44, 9, '[A]', this.confirm ? A.DARKGREY : A.YELLOW).write(' New accounts: validated / open', this.confirm ? A.DARKGREY : A.WHITE);
        t.put(44, 10, '[V]', this.confirm ? A.DARKGREY : A.YELLOW).write(' Applicants: validate, remove', this.confirm ? A.DARKGREY : A.WHITE);
        const inp = this.input;
        if (inp) {
          const label = inp.kind === 'hands' ? 'Hands per day (1-10):' : inp.kind === 'zone' ? 'Time zone (e.g. Europe/Berlin):' : 'Make-up days per day (0-31):';
          t.put(4, 16, label + ' ', A.YELLOW).write(inp.value + '_', A.WHITE, A.BLUE);
          if (inp.message) t.put(4, 18, inp.message.padEnd(60), A.LRED);
        }
        return;
      }
      case 'applicants':
        return this.composeApplicants(t);
      case 'goodbye':
        drawGoodbye(t, name, date, this.message);
        t.centre(20, ' '.repeat(78), A.BLACK);
        // Once the call is ending there is no door to go back to (issue 50): say so instead.
        t.centre(20, this.leaving ? 'Hanging up: your hand is kept.' : '[L] Back to the door     any other key: hang up', A.LCYAN);
        return;
    }
  }

  private composeApplicants(t: Terminal) {
    frame(t, this.today, '[Up/Down] Choose   [V] Validate   [R] Remove   [Q] Back');
    t.put(2, 2, 'APPLICANTS  -  new accounts waiting for your validation', A.YELLOW);
    t.put(4, 4, `${padWidth('Name', NAME_COLS)}  Applied (UTC)     From`, A.LCYAN);
    const list = this.applicants;
    if (list.length === 0) t.put(4, 5, 'Nobody waits.', A.DARKGREY);
    const first = Math.max(0, Math.min(this.pick - APPLICANT_ROWS + 1, list.length - APPLICANT_ROWS));
    list.slice(first, first + APPLICANT_ROWS).forEach((a, i) => {
      const on = first + i === this.pick;
      const when = new Date(a.created).toISOString().slice(0, 16).replace('T', ' ');
      t.put(2, 5 + i, on ? '>' : ' ', A.YELLOW);
      t.put(4, 5 + i, `${padWidth(a.name, NAME_COLS)}  ${when}  ${a.from.slice(0, 26)}`, on ? A.YELLOW : A.WHITE);
    });
    if (list.length > APPLICANT_ROWS) t.put(4, 5 + APPLICANT_ROWS, `${list.length} in all`, A.GREY);
    if (this.confirm) t.put(4, 20, `${this.confirm.text} [Y/N]`, A.LRED);
    if (this.message) t.put(4, 21, this.message, A.YELLOW);
  }

  private composeGame(t: Terminal) {
    const h = this.hand;
    if (!h) return;
    const s = h.state;
    const st = h.date ? dayStatus(this.record, this.player.name, h.date, this.today) : null;
    drawGame(t, {
      s,
      player: this.player.name,
      date: h.date ?? this.today,
      handLabel: h.mode === 'free' ? 'Free hand' : `${h.hand} of ${st?.handsAllowed ?? h.hand}`,
      handsLeft: st?.handsLeft ?? 0,
      message: this.message,
      winnable: null,
      hintKey: false,
      confirm: this.confirm?.text ?? null,
      aided: false,
      resultLines: isOver(s) ? resultLines(this.result, s.discards.length, isWon(s), h.mode === 'free') : [],
    });
  }
}

