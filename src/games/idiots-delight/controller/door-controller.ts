/**
 * One caller in the door, from the player's menu on, written once for every way in (issue 49): the
 * board's telnet, SSH, web-socket and stdio callers (server/session.ts) and the browser's local door
 * run this over their own port (port.ts). It holds which screen is up and what each key does; the
 * rules are door.ts's and engine.ts's, the screens screens.ts's (compose.ts puts them together).
 * Who the caller is was settled before (the board's log-on, a BBS's drop file, the local door's
 * player list), so the door starts at the player's menu, greeting them by name. A score is only
 * ever what the engine's state says.
 */
import { Terminal } from '../terminal';
import { helpStep } from '../help';
import { idEngine, isOver, keyFor, pressKey, BONUSES } from '../engine';
import { dayStatus, findPlayer, makeUpDate, newDoorRecord, DoorError, type DoorRecord, type HandResult } from '../door';
import { WAITS_FOR_VALIDATION, type Applicant, type DoorPort, type PlaceSettings } from './port';
import { composeDoor } from './compose';
import type { DoorConfirm, DoorHand, DoorInput, DoorKey, DoorScreen, DoorView } from './state';

export type { DoorConfirm, DoorHand, DoorInput, DoorKey, DoorView } from './state';

export class DoorController implements DoorScreen {
  readonly term = new Terminal();
  view: DoorView = 'menu';
  message = '';
  hand: DoorHand | null = null;
  result: HandResult | null = null;
  confirm: DoorConfirm | null = null;
  input: DoorInput | null = null;
  helpPage = 0;
  helpReturn: DoorView = 'menu';
  record: DoorRecord = newDoorRecord();
  settings: PlaceSettings = { handsPerDay: 3, makeUpDaysPerDay: 1, timeZone: 'UTC', accounts: 'validated' };
  /** Whether this caller's account is validated (read with the record: the sysop may validate it mid-call). */
  validated = true;
  /** The sysop's list of accounts waiting for validation, and the one chosen on it. */
  applicants: Applicant[] = [];
  pick = 0;
  today = '';
  champs = newDoorRecord().champions;
  players = 0;
  /** The W screen's drawing (the side's). */
  whoScreen: ((t: Terminal, timeZone: string, today: string) => void) | null = null;
  /** The door is hanging up (time up, idle): the goodbye offers no way back. */
  leaving = false;
  /** Keys, and the side's own steps (`act`), answered in order. */
  private queue: (DoorKey | (() => Promise<void>))[] = [];
  private busy = false;
  private ended = false;
  private idle: Promise<void> = Promise.resolve();
  private settle: () => void = () => undefined;

  constructor(
    readonly port: DoorPort,
    readonly player: { name: string; sysop: boolean },
    greeting = '',
    /**
     * 'menu': the caller's door, from the player's menu (every board's caller, a local player).
     * 'side': the caller came from the side's log-on for one screen only (the local door's sysop
     * screen, a link's free hand): leaving it goes back there (`port.back`), not to a menu.
     */
    readonly home: 'menu' | 'side' = 'menu',
  ) {
    this.message = greeting;
  }

  /** The first screen: the player's menu, "Welcome, NAME!" (or the one the side set up: `view`). */
  async start(): Promise<void> {
    await this.refresh();
    if (this.view === 'sysop') this.players = await this.port.records.playerCount();
    this.render();
  }

  /** A step of the side's own (a free hand asked for by its menus), in order with the keys. */
  act(f: () => Promise<void>): void {
    if (this.ended) return;
    this.queue.push(f);
    if (!this.busy) void this.drain();
  }

  /** A yes/no question of the side's on the screen of the moment (the browser's Escape on a free hand). */
  ask(text: string, act: () => Promise<void> | void): void {
    this.confirm = { text, act: async () => act() };
  }

  /** Keys from the caller, handled one at a time in order (each may wait on the records). */
  keys(keys: DoorKey[]): void {
    if (this.ended) return;
    this.queue.push(...keys);
    if (!this.busy) void this.drain();
  }

  /** Resolves once every key given so far has been answered (tests, the local door's automation). */
  answered(): Promise<void> {
    return this.busy ? this.idle : Promise.resolve();
  }

  get finished(): boolean {
    return this.ended;
  }

  /** The call ends from outside (the line dropped, the board stops): a tournament hand stays pending
   *  where it was, exactly as L leaves it. Safe to call twice. */
  async hangUp(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.queue = [];
    await this.keepHand();
  }

  /** Another call has the name now: stop at once, writing nothing more (each answered key was saved). */
  lost(): void {
    this.ended = true;
    this.queue = [];
    this.hand = null;
  }

  /** The door ends the call (time up, no key for a while): the hand is kept, the goodbye says why. */
  async bye(why: string): Promise<void> {
    if (this.ended) return;
    await this.keepHand();
    const h = this.hand;
    this.hand = null;
    if (h) this.port.hand?.left?.(h, h.mode === 'door');
    this.leaving = true;
    this.go('goodbye', why);
    this.render();
    this.end();
  }

  /** On a `validated` door, an account the sysop has not validated plays no tournament hand. */
  get waiting(): boolean {
    return this.settings.accounts === 'validated' && !this.validated;
  }

  // ---------------------------------------------------------------- flow

  private async drain() {
    this.busy = true;
    this.idle = new Promise((r) => (this.settle = r));
    try {
      while (this.queue.length > 0 && !this.ended) {
        const k = this.queue.shift()!;
        try {
          await (typeof k === 'function' ? k() : this.key(k));
        } catch (e) {
          if (this.port.endsCall?.(e)) {
            // Taken over between keys: this key is not answered, and nothing more is written.
            this.lost();
            return;
          }
          // Bad input gets a clear answer; nothing the caller does stops the door.
          this.port.log(`door: ${this.player.name}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
          this.message = e instanceof DoorError ? e.message : 'Something went wrong; your hand is kept.';
        }
        // Many keys at once (a paste, a fast typist): one screen update for the lot.
        if (this.queue.length === 0 && !this.ended) this.render();
      }
    } finally {
      this.busy = false;
      this.settle();
    }
  }

  private async refresh() {
    const { record, validated } = await this.port.records.player(this.player.name);
    this.record = record;
    this.validated = validated;
    this.settings = await this.port.records.settings();
    this.record.settings = { handsPerDay: this.settings.handsPerDay, makeUpDaysPerDay: this.settings.makeUpDaysPerDay };
    this.today = this.port.today(this.settings.timeZone);
  }

  private go(v: DoorView, message = '') {
    this.view = v;
    this.message = message;
  }

  private beep() {
    this.port.beep();
  }

  private async key(k: DoorKey) {
    if (this.port.timeUp?.()) return this.bye('Your time on the board is up.');
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
        return this.go('menu');
      case 'makeup':
        return this.keyInput(k);
      case 'sysop':
        return this.confirm ? this.keyConfirm(k) : this.input ? this.keyInput(k) : this.keySysop(k);
      case 'applicants':
        return this.confirm ? this.keyConfirm(k) : this.keyApplicants(k);
      case 'goodbye':
        if ((k.key === 'l' || k.key === 'L') && this.port.back) return this.leave();
        if (k.key === 'l' || k.key === 'L') {
          await this.refresh();
          return this.go('menu');
        }
        return this.end();
    }
  }

  private async keyMenu(k: DoorKey) {
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
      this.champs = await this.port.records.champions();
      return this.go('champions');
    }
    if (c === 'h') {
      this.helpReturn = 'menu';
      this.helpPage = 0;
      return this.go('help');
    }
    if (this.port.menuKey?.(k)) return;
    if (c === 'f') {
      const deal = await this.port.freeDeal();
      if (deal === null) return;
      return this.playFree(deal);
    }
    if (c === 'w' && this.port.who) {
      this.whoScreen = await this.port.who();
      return this.go('who');
    }
    if (c === 'd' && this.port.daily) {
      this.whoScreen = await this.port.daily();
      return this.go('who');
    }
    if (c === 'w' || c === 'a') return this.go('menu', 'The solver and the aids stay in the browser: none on a board.');
    if (c === 's' && this.player.sysop) {
      this.players = await this.port.records.playerCount();
      return this.go('sysop');
    }
    if (c === 'q' || c === 'escape') return this.go('goodbye');
  }

  /** A free hand of `deal` (F on the menu, or the side's own: a link's deal, the desktop's New game). */
  playFree(deal: number, message = ''): void {
    const was = this.hand;
    // A free hand being played gives way (the side asked first); a tournament hand stays pending.
    if (was && was.mode === 'free' && !isOver(was.state)) this.port.hand?.left?.(was, false);
    this.result = null;
    this.confirm = null;
    this.hand = { mode: 'free', date: null, hand: 0, state: idEngine.newGame(deal, {}) };
    this.go('game', message);
    this.port.hand?.dealt?.(this.hand, false);
  }

  private async playDay(date: string) {
    // Told, never silently refused (the records refuse it too, whatever the way in).
    if (this.waiting) return this.say(WAITS_FOR_VALIDATION);
    const st = dayStatus(this.record, this.player.name, date, this.today);
    if (!st.playable) return this.say(st.reason ?? 'That day cannot be played.');
    const started = await this.port.records.startHand(this.player.name, date, this.today);
    const state = started.state ?? idEngine.newGame(started.deal, {});
    this.hand = { mode: 'door', date: started.date, hand: started.hand, state };
    this.result = null;
    await this.refresh();
    this.go('game', started.resumed ? `Your unfinished hand of ${started.date}, hand ${started.hand}.` : '');
    this.port.hand?.dealt?.(this.hand, started.resumed);
  }

  /** A refusal: said on the menu, with a beep. */
  say(text: string) {
    this.go('menu', text);
    this.beep();
  }

  private async keyHand(k: DoorKey) {
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
      if (h.mode === 'free' && this.home === 'side') return this.leave();
      await this.refresh();
      return this.go('menu');
    }
    // The side's own key; awaited only when its answer is a promise, so a free hand's key is
    // answered at once (nothing of it waits on the records).
    const own = this.port.hand?.key?.(h, k) ?? false;
    if (own === true || (own !== false && (await own))) return;
    if (k.key === 'Escape' && h.mode === 'free') return this.leaveFree();
    if (k.key === 'l' || k.key === 'L' || k.key === 'q' || k.key === 'Q') {
      const text = h.mode === 'door' ? 'Save and log off?' : 'Leave this free hand and log off?';
      this.confirm = { text, act: () => this.logOff() };
      return;
    }
    if (k.key === '?') {
      this.message = h.mode === 'door' ? 'No aids in a tournament hand: every caller plays it alone.' : 'The aids stay in the browser: none on a board.';
      return this.beep();
    }
    const ik = keyFor(k.key);
    if (ik === null) return;
    if (ik === 'help') {
      this.helpReturn = 'game';
      this.helpPage = 0;
      return this.go('help');
    }
    if (ik === 'redraw') {
      this.port.redraw?.();
      this.message = '';
      return;
    }
    const r = pressKey(s, ik);
    this.message = r.message ?? '';
    if (r.message) return this.beep();
    // Every key that changes a tournament hand is kept before it is answered: after a crash the
    // caller resumes at the last key answered.
    if (h.mode === 'door' && !isOver(r.state) && r.state !== s) await this.port.records.saveHandState(this.player.name, r.state);
    h.state = r.state;
    if (r.state !== s) this.port.hand?.moved?.(h, r.move ?? null, s);
    const m = r.move;
    if (m && (m.type === 'remove' || m.type === 'free')) {
      const removed = h.state.discards.length;
      if (BONUSES.some(([c]) => c === removed)) this.message = `Bonus! The ${removed}th card is off.`;
      if (m.type === 'free') this.message = 'Free Card used.';
    }
    if (isOver(h.state)) await this.endHand(h);
  }

  /**
   * The marker to `row` at once (a tap on a row: the side's finger, where the keyboard steps with
   * 8 and 2): kept as a key's move is, even when the row's card cannot then be played.
   */
  async markRow(row: number): Promise<void> {
    const h = this.hand;
    if (this.view !== 'game' || !h || this.confirm || isOver(h.state) || row === h.state.marker) return;
    const before = h.state;
    const next = { ...before, marker: row };
    if (h.mode === 'door') await this.port.records.saveHandState(this.player.name, next);
    h.state = next;
    this.port.hand?.moved?.(h, null, before);
  }

  /** A free hand is let go (Escape): it does not count and is not kept. */
  leaveFree(): void {
    const h = this.hand;
    if (!h || h.mode !== 'free') return;
    this.hand = null;
    this.port.hand?.left?.(h, false);
    if (this.home === 'side') return this.leave();
    this.go('menu');
  }

  /** Back to the side's log-on (port.back): this controller's part of the call is over. */
  private leave() {
    if (!this.port.back) return this.go('menu');
    this.ended = true;
    this.queue = [];
    this.port.back();
  }

  private async endHand(h: DoorHand) {
    if (h.mode !== 'door') return this.port.hand?.over?.(h, null);
    const r = (this.result = await this.port.records.finishHand(this.player.name, h.state, this.port.now()));
    this.port.handFinished?.(this.player.name, r);
    await this.refresh();
    this.port.hand?.over?.(h, r);
  }

  private async logOff() {
    const h = this.hand;
    await this.keepHand();
    this.hand = null;
    if (h) this.port.hand?.left?.(h, h.mode === 'door');
    this.go('goodbye', h?.mode === 'door' ? `Hand ${h.hand} of ${h.date} is saved for your next call.` : '');
  }

  /** A tournament hand in progress keeps its position for the next call. */
  private async keepHand() {
    const h = this.hand;
    if (!h || h.mode !== 'door' || isOver(h.state)) return;
    try {
      await this.port.records.saveHandState(this.player.name, h.state);
    } catch (e) {
      // Taken over: the other call has the hand, as this call's last answered key kept it.
      if (!this.port.endsCall?.(e)) throw e;
      this.port.log(`door: ${this.player.name}: hand not saved at hang-up: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private end() {
    if (this.ended) return;
    this.ended = true;
    this.port.hangUp();
  }

  private keyHelp(k: DoorKey) {
    const step = helpStep(this.helpPage, k.key);
    if (step === 'back') return this.go(this.helpReturn);
    if (step === 'refuse') return this.beep();
    if (step !== null) this.helpPage = step;
  }

  private async keyInput(k: DoorKey) {
    const inp = this.input!;
    const back: DoorView = inp.kind === 'makeup' ? 'menu' : 'sysop';
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
    if ([...inp.value].length >= inp.max) return this.beep();
    inp.value += k.key;
    inp.message = '';
  }

  private async acceptInput(inp: DoorInput, back: DoorView) {
    const v = Number(inp.value);
    if (inp.kind === 'makeup') {
      const day = makeUpDate(this.today, inp.value);
      if ('refused' in day) {
        inp.message = day.refused;
        return this.beep();
      }
      this.input = null;
      await this.refresh();
      this.go('menu');
      return this.playDay(day.date);
    }
    try {
      if (inp.value === '') throw new RangeError('empty');
      if (inp.kind === 'zone') await this.port.records.setTimeZone(inp.value);
      else await this.port.records.setSettings(inp.kind === 'hands' ? { handsPerDay: v } : { makeUpDaysPerDay: v });
    } catch {
      inp.message =
        inp.kind === 'hands' ? 'Hands per day must be 1 to 10.' : inp.kind === 'zone' ? 'Not a time zone this door knows (e.g. Europe/Berlin).' : 'Make-up days per day must be 0 to 31.';
      return this.beep();
    }
    this.input = null;
    await this.refresh();
    this.go(back, 'Saved.');
  }

  private async keySysop(k: DoorKey) {
    const c = k.key.toLowerCase();
    const records = this.port.records;
    if (this.port.sysopKey?.(k)) return;
    if ((c === 'q' || c === 'escape') && this.home === 'side') return this.leave();
    if (c === 'a') {
      const next = this.settings.accounts === 'validated' ? 'open' : 'validated';
      await records.setAccounts(next);
      await this.refresh();
      return this.go('sysop', next === 'open' ? "New accounts: open (a new name plays today's hands at once)." : 'New accounts: validated (they wait for you).');
    }
    if (c === 'v') return this.showApplicants('');
    if (c === 'h') this.input = { kind: 'hands', value: '', max: 2, message: '' };
    else if (c === 'm') this.input = { kind: 'makeupDays', value: '', max: 2, message: '' };
    else if (c === 'z') this.input = { kind: 'zone', value: '', max: 40, message: '' };
    else if (c === 'c') this.confirm = { text: 'Reset the champions? Players and points stay.', act: () => records.resetChampions() };
    else if (c === 'p') this.confirm = { text: "Reset the players' days? The champions stay.", act: () => records.resetPlayers() };
    else if (c === 'q' || c === 'escape') this.go('menu');
  }

  private async keyConfirm(k: DoorKey) {
    const c = k.key.toLowerCase();
    const cf = this.confirm!;
    const back = this.view === 'applicants' ? 'applicants' : 'sysop';
    if (c === 'y') {
      this.confirm = null;
      await cf.act();
      this.players = await this.port.records.playerCount();
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
    this.applicants = await this.port.records.applicants();
    this.pick = Math.min(this.pick, Math.max(0, this.applicants.length - 1));
    this.go('applicants', message);
  }

  /** The applicants' list: Up/Down choose, V validates, R removes (asked first), Q goes back. */
  private async keyApplicants(k: DoorKey) {
    const c = k.key.toLowerCase();
    const a = this.applicants[this.pick];
    const records = this.port.records;
    if (c === 'q' || c === 'escape') return this.go('sysop');
    if (c === 'arrowup' || c === '8') this.pick = Math.max(0, this.pick - 1);
    else if (c === 'arrowdown' || c === '2') this.pick = Math.min(Math.max(0, this.applicants.length - 1), this.pick + 1);
    else if ((c === 'v' || c === 'r') && !a) this.message = 'Nobody waits for validation.';
    else if (c === 'v' && a) {
      const ok = await records.validateAccount(a.name);
      return this.showApplicants(ok ? `${a.name} is validated: tournament hands are open to them.` : `${a.name} is no longer on file.`);
    } else if (c === 'r' && a)
      this.confirm = {
        text: `Remove the applicant ${a.name}?`,
        act: async () => void (this.message = (await records.removeApplicant(a.name)) ? `${a.name} is removed.` : `${a.name} was not removed: no longer an applicant.`),
      };
  }

  // ---------------------------------------------------------------- screen

  /** Draw the screen of the moment and hand it to the side. */
  render(): void {
    this.compose(this.term);
    this.port.draw(this.term);
  }

  compose(t: Terminal): void {
    composeDoor(this, t);
  }
}
