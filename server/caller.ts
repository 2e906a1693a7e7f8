/**
 * One connection to the board, whatever carries it (telnet, SSH; the web socket of the next
 * issue): the board's log-on (a name, its password; a new name applies, choosing a password typed
 * twice), then the door. Its screens are the door's own (screens.ts's input screen), sent by the
 * same ANSI writer. Ctrl-U switches the characters between CP437 and UTF-8.
 */
import { Terminal, A } from '../src/games/idiots-delight/terminal';
import { drawInput, NAME_COLS } from '../src/games/idiots-delight/screens';
import { newPlayerName, normalizeName, NAME_MAX, NAME_RULE } from '../src/games/idiots-delight/door';
import { fitWidth, textWidth } from '../src/core/columns';
import { graphemes, refusedCharacter } from '../src/games/idiots-delight/typing';
import { AnsiWriter, type Charset } from '../src/games/idiots-delight/ansi/writer';
import { KeyDecoder, type Key } from './keys';
import { checkPassword, hashPassword } from './passwords';
import { DoorSession } from './session';
import type { Store } from './store';
import type { Logger } from './log';
import { todayFor, type Clock } from './clock';
import type { Held, Leases } from './lease';
import { peerOf, type Peer } from './rlogin';

// One rule for a new password on every door (password.ts).
export { PASSWORD_MIN, PASSWORD_MAX } from '../src/games/idiots-delight/password';
import { PASSWORD_MIN, PASSWORD_MAX } from '../src/games/idiots-delight/password';
/** Wrong passwords in a row on one name from one address before it is locked for that address, and for how long. */
export const LOCK_AFTER = 5;
export const LOCK_MINUTES = 15;
/** The wait after a wrong password doubles with the address's recent failures (any name), up to this. */
export const MAX_DELAY_MS = 30_000;

/** The wait after the address's `n`th recent wrong password: 1 s, 2 s, 4 s ... MAX_DELAY_MS. */
export const delayAfter = (n: number) => Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(0, Math.min(n - 1, 15)));
/** Keys typed ahead of the board (in one read, or queued at the log-on) before it hangs up: a name, a password and room to spare. */
const MAX_QUEUED_KEYS = 512;
/** Wrong passwords on one call before the board hangs up, as boards did. */
const TRIES_PER_CALL = 3;

export interface Line {
  send(bytes: Buffer): void;
  close(): void;
}

export interface CallerLimits {
  /** Input bytes a second beyond which the caller is cut off (a flood, not typing). */
  bytesPerSecond: number;
  /** Seconds to finish the log-on. */
  logonSeconds: number;
  /** Minutes without a key before the board hangs up (the hand is kept). */
  idleMinutes: number;
}

export const DEFAULT_LIMITS: CallerLimits = { bytesPerSecond: 64 * 1024, logonSeconds: 120, idleMinutes: 10 };

export interface BoardContext {
  store: Store;
  /** One live call per name across every node (lease.ts). */
  leases: Leases;
  /** Time and waiting (tests inject a clock: no sleeps in them). */
  clock: Clock;
  limits: CallerLimits;
  log: (line: string) => void;
  /** The board's events (log.ts): log-ons, sign-ups, wrong passwords, lockouts, take-overs, floods. */
  logger?: Logger;
  /** Peer boards (rlogin.ts): their callers' names (`TAG alias`) log on only through RLogin. */
  peers?: Peer[];
}

type Stage = 'name' | 'password' | 'new' | 'again' | 'wait' | 'takeover' | 'door' | 'closed';

export class Caller {
  readonly decoder: KeyDecoder;
  readonly writer: AnsiWriter;
  /** The log-on's screen; let go once the caller is in the door, which draws its own. */
  private logonTerm: Terminal | null = new Terminal();
  stage: Stage = 'name';
  session: DoorSession | null = null;
  private name = '';
  private value = '';
  private message = '';
  private first = '';
  private tries = 0;
  private today: string;
  private escTimer: NodeJS.Timeout | null = null;
  private logonTimer: NodeJS.Timeout | null;
  private idleTimer: NodeJS.Timeout | null = null;
  private windowStart = Date.now();
  private windowBytes = 0;
  private work: Promise<unknown> = Promise.resolve();
  /** Log-on keys read but not yet handled. */
  private queued = 0;
  /** A log-on key changed the screen but left the drawing to the keys queued behind it. */
  private owed = false;
  private charsetChosen = false;
  private lease: Held | null = null;
  /** Where the name is on the board now (the take-over question). */
  private elsewhere = '';
  private pending: { name: string; sysop: boolean; message: string } | null = null;
  /** Named by a peer board (RLogin): no log-on screens; leaving the take-over question hangs up. */
  private vouched = false;

  constructor(
    private ctx: BoardContext,
    private line: Line,
    charset: Charset = 'cp437',
    /** The caller's address: log-on failures are counted per name and per address. */
    private address = '?',
    /** How the caller came: telnet, ssh, ws or rlogin (for the log). */
    private how = '?',
  ) {
    this.decoder = new KeyDecoder(charset);
    this.writer = new AnsiWriter(charset);
    this.today = todayFor('UTC');
    this.logonTimer = setTimeout(() => this.drop('Log-on timed out.'), ctx.limits.logonSeconds * 1000);
    this.logonTimer.unref?.();
  }

  get term(): Terminal {
    return (this.logonTerm ??= new Terminal());
  }

  async start(): Promise<void> {
    this.today = todayFor((await this.ctx.store.settings()).timeZone);
    if (this.stage !== 'closed') this.render();
  }

  /** A peer board's caller (RLogin): into the door as `name`, made on the first call (no password:
   *  only its board vouches for it), never the sysop. A local account of that name is not theirs. */
  async enterAs(name: string): Promise<void> {
    this.vouched = true;
    // No log-on screen, and keys sent before the door's first screen are not a log-on's.
    this.stage = 'wait';
    // A caller who never types is hung up like any other (a telnet caller's clock starts at their first key).
    this.touch();
    const store = this.ctx.store;
    this.today = todayFor((await store.settings()).timeZone);
    // Its board vouched for the caller: validated whatever this board's policy (issue 54).
    const acc = (await store.account(name)) ?? (await store.createAccount(name, null, this.ctx.clock.now(), { validated: true, mayBeSysop: false })) ?? (await store.account(name));
    if (this.lineGone('arriving by RLogin')) return;
    if (!acc || acc.password !== null) return this.drop(`${name} is a local caller's name on this board: ask its sysop.`);
    if (!acc.validated) await store.validateAccount(acc.name);
    this.name = acc.name;
    await this.enterDoor(acc.name, false, '');
  }

  /** A terminal type from telnet or SSH: a UTF-8 terminal of today (xterm, tmux, screen, linux
   *  console) gets UTF-8, an ANSI-BBS terminal (SyncTERM, NetRunner: "ansi") keeps CP437. */
  terminalType(name: string): void {
    if (this.charsetChosen) return;
    if (/xterm|screen|tmux|linux|rxvt|putty|konsole|alacritty|kitty|utf-?8/i.test(name)) this.setCharset('utf8');
  }

  setCharset(c: Charset): void {
    this.decoder.charset = c;
    this.writer.charset = c;
    this.writer.reset();
    if (this.session) this.session.setCharset(c);
    else if (this.stage !== 'closed') this.render();
  }

  /** Bytes from the caller (the transport's protocol already removed). */
  data(bytes: Uint8Array): void {
    if (this.stage === 'closed') return;
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowBytes = 0;
    }
    this.windowBytes += bytes.length;
    if (this.windowBytes > this.ctx.limits.bytesPerSecond) return this.flood('bytes-per-second');
    this.touch();
    this.keys(this.decoder.feed(bytes));
    if (this.escTimer) clearTimeout(this.escTimer);
    if (this.decoder.waiting) this.escTimer = setTimeout(() => this.keys(this.decoder.flush()), 80);
  }

  /** Raw protocol bytes count against the flood limit too (an IAC flood carries no data). */
  countRaw(n: number): boolean {
    if (this.stage === 'closed') return false;
    this.windowBytes += n;
    if (this.windowBytes > this.ctx.limits.bytesPerSecond) {
      this.flood('bytes-per-second');
      return false;
    }
    return true;
  }

  private touch() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.drop('No key for a while: hanging up. Your hand is kept.'), this.ctx.limits.idleMinutes * 60_000);
    this.idleTimer.unref?.();
  }

  private keys(keys: Key[]) {
    // In the door each key is drawn at once: one read of thousands of keys would hold the board.
    if (keys.length > MAX_QUEUED_KEYS) return this.flood('keys-at-once');
    for (const k of keys) {
      if (k.ctrl && k.key === 'u') {
        this.charsetChosen = true;
        this.setCharset(this.writer.charset === 'cp437' ? 'utf8' : 'cp437');
        continue;
      }
      if (this.session) this.session.keys([k]);
      else {
        // The byte rate alone cannot catch a flood that arrives while the board is busy drawing the
        // keys before it (each read then falls in a new second): the queue of keys is bounded too.
        if (++this.queued > MAX_QUEUED_KEYS) return this.flood('keys-queued');
        this.work = this.work
          .then(() => this.logonKey(k))
          .catch((e: unknown) => this.ctx.log(`logon: ${String(e)}`))
          .finally(() => {
            // A key that drew nothing (a control key, the wrong password's wait) ended the read: draw what the keys before it owe.
            if (--this.queued === 0 && this.owed && this.stage !== 'closed' && this.stage !== 'door') this.render();
            if (this.queued === 0) this.owed = false;
          });
      }
    }
  }

  /** The connection is gone: the door keeps a hand in progress. */
  closed(): Promise<void> {
    this.closing ??= this.close();
    return this.closing;
  }

  private closing: Promise<void> | null = null;

  private async close(): Promise<void> {
    this.stage = 'closed';
    for (const t of [this.escTimer, this.logonTimer, this.idleTimer]) if (t) clearTimeout(t);
    const s = this.session;
    this.session = null;
    const lease = this.lease;
    this.lease = null;
    try {
      if (s) await s.hangUp();
    } finally {
      if (lease) await this.ctx.leases.release(lease);
    }
  }

  /** A flood: hung up, and the log says which limit it passed. */
  private flood(limit: string): void {
    if (this.stage === 'closed') return;
    this.ctx.logger?.warn('flood-hangup', { name: this.name || undefined, addr: this.address, how: this.how, limit });
    this.drop('Too much input at once: hanging up.');
  }

  /** Say one line and hang up. */
  drop(why: string): void {
    if (this.stage === 'closed') return;
    this.line.send(Buffer.from(`\x1b[0m\r\n${why}\r\n`, 'latin1'));
    this.line.close();
    void this.closed();
  }

  // ---------------------------------------------------------------- log-on

  /** Whether the line closed while a log-on step waited (on the store, a password's hash, the
   *  wrong-password wait): the step then stops there, and the log says so. Going on would write
   *  over the closed stage and could take the name into the door with nobody on the line. */
  private lineGone(step: string): boolean {
    if (this.stage !== 'closed') return false;
    this.ctx.log(`logon: the line closed ${step}${this.name ? ` (${this.name})` : ''}: the log-on stopped`);
    return true;
  }

  private async logonKey(k: Key) {
    if (this.stage === 'closed' || this.stage === 'door' || this.stage === 'wait') return;
    if (k.ctrl) return;
    if (this.stage === 'takeover') return this.takeOverKey(k);
    if (k.key === 'Escape') {
      this.value = '';
      this.stage = 'name';
      this.message = '';
    } else if (k.key === 'Backspace') this.value = graphemes(this.value).slice(0, -1).join('');
    else if (k.key === 'Enter') await this.enter();
    else if (graphemes(k.key).length === 1 && !refusedCharacter(k.key)) {
      // A name is measured in the terminal's columns (a CJK character or an emoji takes two).
      const full = this.stage === 'name' ? textWidth(this.value + k.key) > NAME_MAX : graphemes(this.value).length >= PASSWORD_MAX;
      if (full) this.line.send(Buffer.from('\x07'));
      else this.value += k.key;
    }
    // Keys that came in one read (a line typed ahead, a paste) get one screen, drawn after the last:
    // a log-on burst of a thousand callers drew the log-on screen once per byte.
    if ((this.stage as Stage) === 'closed' || (this.stage as Stage) === 'door') return;
    this.owed = this.queued > 1;
    if (!this.owed) this.render();
  }


  private async enter() {
    const typed = this.value;
    this.value = '';
    this.message = '';
    const store = this.ctx.store;
    if (this.stage === 'name') {
      const n = normalizeName(typed);
      if (n === null) return void (this.message = `A name is 1 to ${NAME_MAX} characters.`);
      const acc = await store.account(n);
      if (this.lineGone('at the name')) return;
      // A new name must fit every screen's columns; one the board has already stays as it is.
      if (!acc && newPlayerName(n) === null) return void (this.message = NAME_RULE);
      const tag = peerOf(this.ctx.peers ?? [], n);
      // A local account made before the peer was listed keeps its name (it has a password).
      if (tag !== null && (!acc || acc.password === null)) return void (this.message = `Names starting "${tag} " are board ${tag}'s callers: they come in from their board.`);
      this.name = acc?.name ?? n;
      const f = acc ? await store.failures(acc.name, this.address, this.ctx.clock.now()) : null;
      if (acc && f && f.lockedUntil > 0) return void (this.message = lockedText(acc.name));
      // A name imported from a local door (door:import) has no password yet: its first caller chooses one.
      this.stage = acc && acc.password !== null ? 'password' : 'new';
      return;
    }
    if (this.stage === 'new') {
      if (graphemes(typed).length < PASSWORD_MIN) return void (this.message = `A password is ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
      this.first = typed;
      this.stage = 'again';
      return;
    }
    if (this.stage === 'again') {
      if (typed !== this.first) {
        this.stage = 'new';
        return void (this.message = 'The two did not match: choose it again.');
      }
      this.first = '';
      const hash = await hashPassword(typed);
      if (this.lineGone('choosing a password')) return;
      const acc = (await store.claimAccount(this.name, hash)) ?? ((this.stage as Stage) === 'closed' ? null : await store.createAccount(this.name, hash, Date.now(), { address: this.address }));
      if (this.lineGone('choosing a password')) return;
      if (!acc) {
        this.stage = 'name';
        return void (this.message = 'Someone took that name a moment ago: choose another.');
      }
      this.ctx.logger?.info('signup', { name: acc.name, addr: this.address, how: this.how, sysop: acc.sysop, validated: acc.validated });
      return this.enterDoor(acc.name, acc.sysop, acc.sysop ? 'You are the first caller: you are the sysop (S on your menu).' : 'Welcome, new caller!');
    }
    // A known name's password.
    const acc = await store.account(this.name);
    if (this.lineGone('at the password')) return;
    if (!acc || acc.password === null) {
      this.stage = 'name';
      return void (this.message = 'That name cannot log on here.');
    }
    const clock = this.ctx.clock;
    // Locks are per name and address: wrong passwords from another address never lock this one out.
    if ((await store.failures(acc.name, this.address, clock.now())).lockedUntil > 0) {
      this.stage = 'name';
      return void (this.message = lockedText(acc.name));
    }
    if (await checkPassword(acc.password, typed, (l) => this.ctx.log(`${acc.name}: ${l}`))) {
      if (this.lineGone('at the password')) return;
      await store.logonSucceeded(acc.name, this.address);
      if (this.lineGone('at the password')) return;
      return this.enterDoor(acc.name, acc.sysop, '');
    }
    // Wrong: counted in one transaction for the name from this address (locking it here after
    // LOCK_AFTER) and for the address, even if the line has closed meanwhile (hanging up must not
    // escape the count); the wait grows with the address's failures, so a flood from one address
    // slows that address only.
    const f = await store.logonFailed(acc.name, this.address, clock.now(), LOCK_AFTER, LOCK_MINUTES * 60_000);
    this.ctx.logger?.warn('wrong-password', { name: acc.name, addr: this.address, how: this.how });
    if (f.lockedUntil > 0) this.ctx.logger?.warn('lockout', { name: acc.name, addr: this.address, how: this.how, minutes: LOCK_MINUTES });
    if (this.lineGone('after a wrong password')) return;
    this.tries++;
    if (f.lockedUntil > 0) return this.drop(`Too many wrong passwords: ${acc.name} is locked for ${LOCK_MINUTES} minutes from your address.`);
    if (this.tries >= TRIES_PER_CALL) return this.drop(`${TRIES_PER_CALL} wrong passwords: hanging up.`);
    this.stage = 'wait';
    this.message = 'Wrong password.';
    this.render();
    await clock.sleep(delayAfter(f.fromAddress));
    if (this.lineGone('during the wrong-password wait')) return;
    if (this.stage === 'wait') this.stage = 'password';
  }

  /** Into the door, holding the name's lease; if a call on some node holds it, ask before taking it over. */
  private async enterDoor(name: string, sysop: boolean, message: string, takeOver = false) {
    // Never a name for a line that has gone: nobody would be there to free it.
    if (this.lineGone('before the door')) return;
    const claim = await this.ctx.leases.claim(name, takeOver, (label) => this.takenOver(label));
    if (this.stage === 'closed') {
      // The line went while the lease was being taken: give it back.
      if (claim.ok) await this.ctx.leases.release(claim.lease);
      return;
    }
    if (!claim.ok) {
      this.pending = { name, sysop, message };
      this.elsewhere = claim.label;
      this.stage = 'takeover';
      return;
    }
    this.lease = claim.lease;
    const from = this.elsewhere;
    this.pending = null;
    this.elsewhere = '';
    if (takeOver) this.ctx.logger?.warn('take-over', { name, addr: this.address, how: this.how, from: from || undefined });
    this.ctx.logger?.info('logon', { name, addr: this.address, how: this.how, sysop });
    if (this.logonTimer) clearTimeout(this.logonTimer);
    this.stage = 'door';
    const s = new DoorSession(
      this.ctx.store,
      { name, sysop },
      { send: (b) => this.line.send(b), hangUp: () => this.hangUpFromDoor() },
      { charset: this.writer.charset, log: this.ctx.log, logger: this.ctx.logger, greeting: message, lease: claim.lease.token, who: () => this.ctx.leases.online() },
    );
    this.session = s;
    // A thousand callers in the door: the log-on's screen and what its writer last sent are only garbage now.
    this.logonTerm = null;
    this.writer.reset();
    await s.start();
  }

  /** The name is on another call: T takes it over (that call is hung up, its hand kept), Esc does not. */
  private async takeOverKey(k: Key) {
    const p = this.pending;
    if (!p) return;
    if (k.key === 't' || k.key === 'T') return this.enterDoor(p.name, p.sysop, p.message, true);
    if (k.key === 'Escape' || k.key === 'n' || k.key === 'N') {
      if (this.vouched) return this.drop('Goodbye.');
      this.pending = null;
      this.stage = 'name';
      this.message = '';
      this.render();
    }
  }

  /** Another call took this name over: this one stops (its hand is as its last key left it) and hangs up. */
  private takenOver(label: string) {
    this.lease = null;
    const s = this.session;
    this.session = null;
    s?.lost();
    this.drop(`Your name was taken over by a call on node ${label}: hanging up. Your hand is kept.`);
  }

  private hangUpFromDoor() {
    this.line.send(Buffer.from('\x1b[0m\r\nNO CARRIER\r\n', 'latin1'));
    this.line.close();
    void this.closed();
  }

  render(): void {
    const t = this.term;
    if (this.vouched && this.stage !== 'takeover') return;
    if (this.stage === 'takeover') {
      drawInput(t, "LOG ON  -  Idiot's Delight board", [`${fitWidth(this.name, NAME_COLS)}: you are on node ${fitWidth(this.elsewhere, 20)}.`, '[T] Take the call over here (that call is hung up, its hand kept).', '[Esc] Leave it.'], '', 0, '', this.today);
      this.line.send(this.writer.update(t));
      return;
    }
    const masked = this.stage !== 'name';
    const shown = masked ? '*'.repeat(graphemes(this.value).length) : this.value;
    const prompt =
      this.stage === 'name'
        ? ['Your name, as the champions list will show it (1-30 characters).', 'A name the board does not know applies for an account.']
        : this.stage === 'new'
          ? newNamePrompt(fitWidth(this.name, NAME_COLS))
          : this.stage === 'again'
            ? [`Type the password for ${fitWidth(this.name, NAME_COLS)} again.`]
            : [`${fitWidth(this.name, NAME_COLS)}, your password please:`];
    drawInput(t, "LOG ON  -  Idiot's Delight board", prompt, shown, this.stage === 'name' ? NAME_MAX : PASSWORD_MAX, this.message, this.today);
    t.put(2, 22, 'Ctrl-U: characters CP437 / UTF-8 (now ' + (this.writer.charset === 'cp437' ? 'CP437' : 'UTF-8') + ')', A.DARKGREY);
    this.line.send(this.writer.update(t));
  }
}

const lockedText = (name: string) => `${name} is locked for a while after wrong passwords from your address: try later.`;

/** "NAME is a new name here: choose a password (4-40 characters).", on two lines when the name is long. */
function newNamePrompt(name: string): string[] {
  const ask = `choose a password (${PASSWORD_MIN}-${PASSWORD_MAX} characters).`;
  return textWidth(name) + ask.length + 20 <= 76 ? [`${name} is a new name here: ${ask}`] : [`${name} is a new name here:`, ask];
}
