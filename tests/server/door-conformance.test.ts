/**
 * One door (issue 49 item 3): the same scripted keys played against the browser's local door — the
 * program itself (app.ts on a Machine, run here in Node: its log-on, then the door's one controller
 * over its port, the screen read from the Terminal it draws) — and against a real board (`npm run
 * bbs` on free ports, SQLite in a temp folder, a telnet caller reading the ANSI stream into a
 * Terminal), and every screen compared cell by cell, text and colour, with the beeps. Both are given
 * the board's deal secret, the same date and the same free-hand shuffle. The log-on screens differ
 * by design (a board's accounts, the local door's player list): the comparison starts at the
 * player's menu; the log-on's rules are compared through their outcomes (password length in
 * tests/unit/idiots-delight-ui/logon.test.ts, new-name admission here: the applicant).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { KEY, TelnetCaller, logOn, readCounters, spawnBoard, tempDir } from './callers';
import { openDatabase } from '../../server/db/open';
import { KeyDecoder } from '../../server/keys';
import { LocalRecords } from '../../src/games/idiots-delight/controller/local-records';
import { newDoorRecord } from '../../src/games/idiots-delight/door';
import { makeSecret } from '../../src/games/idiots-delight/password';
import { COLS, ROWS, type Terminal } from '../../src/games/idiots-delight/terminal';
import { IdiotsDelightApp } from '../../src/games/idiots-delight/app';
import { storeBox } from '../../src/games/idiots-delight/door-store';
import { Machine } from '../../src/core/machine';
import { MemoryKV, Store } from '../../src/core/storage';
import { PLATFORMS } from '../../platforms';
import { shellFor } from '../../src/shell/launcher';
import { setDealSource } from '../../src/shell/deal';

const TODAY = '2026-12-03';
const FREE_DEAL = 424242;

/** The side's own keys on the player's menu (the board's W is who is on line, the browser's the
 *  winnable-hands switch; the board's D its daily deals: port.menuExtras) and on the sysop's screen
 *  (the browser's E, the door as a file: port.sysopExtras); every other cell is compared. */
const OWN: Record<string, { ys: number[]; from: number; to: number }> = { menu: { ys: [15, 18], from: 55, to: COLS }, sysop: { ys: [13], from: 4, to: 44 } };

/**
 * The local door's own marks, which no board draws: the top bar's "Local door" (issue 52) where a
 * board's says "Tournament Solitaire", and the terminal program's key row at the right of line 25
 * (the keys a screen answers that none of its lines shows: [Q] Quit, [Esc] Leave ...).
 */
function localMark(local: Terminal, x: number, y: number): boolean {
  if (y === 0) return x >= 17 && x < 17 + '─ Tournament Solitaire'.length;
  if (y !== 24) return false;
  const row = local.labels.filter((l) => l.y === 24 && l.x > 1);
  return row.length > 0 && x >= Math.min(...row.map((l) => l.x)) - 1;
}

function differences(board: Terminal, local: Terminal, view: string, skip: number[] = []): string[] {
  const own = OWN[view];
  const out: string[] = [];
  for (let y = 0; y < ROWS; y++) {
    if (skip.includes(y)) continue;
    let same = true;
    for (let x = 0; x < COLS; x++) {
      if (own && own.ys.includes(y) && x >= own.from && x < own.to) continue;
      if (localMark(local, x, y)) continue;
      const a = board.at(x, y)!;
      const b = local.at(x, y)!;
      if (a.ch !== b.ch || a.fg !== b.fg || a.bg !== b.bg) same = false;
    }
    if (!same) out.push(`row ${y}:\n  board: ${board.line(y)}\n  local: ${local.line(y)}`);
  }
  return out;
}

/** The browser's program on a Machine, as the launcher starts it, over `kv` (a window's storage). */
function browserDoor(kv: MemoryKV) {
  const m = new Machine({ platforms: PLATFORMS, platform: 'st', video: 'pal', store: new Store(kv) });
  const launch = { direct: true, resume: false, date: TODAY };
  const shell = shellFor(m, 'idiots-delight');
  const app = new IdiotsDelightApp(m, launch, shell);
  shell.open(app, launch.resume);
  m.run(app);
  // The door's calendar and where its applicants come from, as the board's (its zone; its callers'
  // address, where the local door says "this computer").
  app.records.timeZone = 'UTC';
  Object.assign(app.records, { from: '127.0.0.1' });
  return { m, app };
}

/** One caller on both doors: a telnet caller of the board and the browser's program. */
class Pair {
  /** Every line the door said (the coverage of the script is checked by it). */
  readonly said = new Set<string>();
  private decoder = new KeyDecoder('cp437');

  constructor(
    readonly board: TelnetCaller,
    readonly m: Machine,
    readonly app: IdiotsDelightApp,
  ) {}

  /** The local door's screen as it draws it now. */
  get term(): Terminal {
    this.app.screenText();
    return this.app.term;
  }

  get view(): string {
    return this.app.view;
  }

  /** The local door's keys, each answered before the next (a key's answer may wait on the records). */
  async press(keys: string): Promise<void> {
    for (const k of [...this.decoder.feed(Buffer.from(keys, 'utf8')), ...this.decoder.flush()]) {
      this.m.key({ key: k.key, code: '', ctrl: k.ctrl === true, shift: false, alt: false });
      await this.app.idle();
    }
  }

  private beeps(): number {
    return this.m.takeEvents().filter((e) => e.type === 'beep').length;
  }

  private bells(): number {
    return [...Buffer.concat(this.board.received).values()].filter((b) => b === 7).length;
  }

  /**
   * Type `keys` on both doors; the screens must then be the same, and so must the beeps. `local`:
   * the local door's keys where its log-on differs; `skip`: rows where each side answers its own
   * key in its own words.
   */
  async step(label: string, keys: string, opts: { local?: string; skip?: number[] } = {}): Promise<void> {
    const bellsBefore = this.bells();
    this.beeps();
    await this.press(opts.local ?? keys);
    const want = this.beeps();
    this.said.add(this.app.message);
    if (this.app.input?.message) this.said.add(this.app.input.message);
    this.board.type(keys);
    await this.board.settle(40, 15_000);
    await this.same(label, opts.skip);
    // The board's bell arrives with its screen; give it the moment its update takes.
    for (let i = 0; i < 100 && this.bells() - bellsBefore < want; i++) await new Promise((r) => setTimeout(r, 20));
    expect(this.bells() - bellsBefore, `${label}: beeps`).toBe(want);
  }

  /** Poll until the board's screen is the local door's (bounded), else fail with the rows that differ. */
  async same(label: string, skip: number[] = []): Promise<void> {
    let diff: string[] = [];
    for (let i = 0; i < 300; i++) {
      diff = differences(this.board.screen.term, this.term, this.view, skip);
      if (diff.length === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(diff, `${label}: the board and the local door differ`).toEqual([]);
  }

  text(): string {
    return this.term.text();
  }

  /** A hand played to its end by keys, the same on both: every row twice, the Free Card at each round. */
  async playHand(label: string): Promise<void> {
    for (let round = 0; round < 60 && !this.text().includes('Press any key'); round++) {
      const { pile } = readCounters(this.text());
      await this.step(`${label}, round ${round}: the Free Card`, 'f');
      if (this.text().includes('Press any key')) break;
      await this.step(`${label}, round ${round}`, '  2  2  2  2' + (pile > 0 ? '\r' : 'd'));
    }
    expect(this.text()).toContain('Press any key');
  }
}

describe('one door: the local door and a board answer every key alike', { timeout: 600_000 }, () => {
  const dir = tempDir('conformance');
  let board: Awaited<ReturnType<typeof spawnBoard>>;
  let secret = '';
  const callers: TelnetCaller[] = [];

  beforeAll(async () => {
    // The board's database made first, to read its deal secret: the local door is given the same.
    const db = await openDatabase(dir, '');
    secret = String((await db.read((q) => q.all<{ deal_secret: string }>('SELECT deal_secret FROM settings WHERE id = 1')))[0]!.deal_secret);
    await db.close();
    board = await spawnBoard(dir, { IDELIGHT_TODAY: TODAY, IDELIGHT_FREE_DEALS: String(FREE_DEAL), DATABASE_URL: '' }, ['--accounts', 'validated']);
    // The browser's free hands are the shell's random deals: the same shuffle as the board's.
    setDealSource(() => FREE_DEAL);
  }, 120_000);

  afterAll(async () => {
    setDealSource(() => (Math.random() * 2 ** 32) >>> 0);
    for (const c of callers) c.close();
    await board?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('from the menu on: the sysop, a new name, whole hands with the Free Card, a make-up day, the champions, help, every refusal', async () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    // The local door's storage (a browser's), its record dealing from the board's secret.
    const kv = new MemoryKV();
    const box = storeBox(new Store(kv));
    box.write(newDoorRecord({}, secret));

    // The first caller is the sysop: the board's first account; on the local door the first name
    // on its player list, whose password is the sysop's (as the controller's records make it).
    const a = new TelnetCaller(board.telnet);
    callers.push(a);
    await logOn(a, 'Alice', 'hearts4', true);
    new LocalRecords(box, () => new Uint8Array(32)).join('Alice', makeSecret('hearts4'), Date.now());
    const local = browserDoor(kv);
    // The local door's log-on: Alice from its player list, with her password.
    const alice = new Pair(a, local.m, local.app);
    await alice.press('1hearts4\r');
    expect(alice.view).toBe('menu');
    // The greeting is the log-on's (row 22: the board's "first caller", the local door's none).
    await alice.same('Alice: the menu', [22]);

    // The help pages: back on the first page is refused with a beep on both.
    await alice.step('help', 'h');
    await alice.step('help: back from page 0', 'p');
    await alice.step('help: next page', ' ');
    await alice.step('help: back', 'p');
    await alice.step('help: leave', 'q');

    // Refusals of the make-up day: too many digits, a day not in the month, nothing typed.
    await alice.step('make-up', 'm');
    await alice.step('make-up: three digits', '321');
    await alice.step('make-up: no such day', '\r');
    await alice.step('make-up: empty', '\x7f\x7f\r');
    await alice.step('make-up: leave', KEY.esc);

    // A make-up day, played whole with the Free Card (and its refusal once used).
    await alice.step('make-up day 1', 'm1\r');
    expect(alice.text()).toContain('PILE CARD');
    await alice.step('no aids in a tournament hand', '?');
    await alice.playHand('make-up hand');
    await alice.step('after the make-up hand', ' ');
    // A second make-up day the same day is refused (one a day).
    await alice.step('a second make-up day', 'm2\r');

    // Today's hand: half played, saved at L, resumed from the goodbye.
    await alice.step("today's hand", 'p');
    await alice.step('a few moves', '  2  2\r');
    await alice.step('log off?', 'l');
    await alice.step('no', 'n');
    await alice.step('log off', 'ly');
    // Goodbye's L: the board's caller is back at the menu; the local door's at its player list (its
    // log-on), where Alice logs on again.
    await alice.step('back to the door', 'l', { local: 'l1hearts4\r' });
    await alice.step('resume', 'p');
    await alice.playHand("today's hand");
    await alice.step('after the hand', ' ');

    // The champions.
    await alice.step('champions', 'c');
    await alice.step('champions: back', ' ');

    // A free hand (the same shuffle on both), left with Escape.
    await alice.step('free hand', 'f');
    // ? on a free hand is the side's own: the browser's aids (off here: "turn Aids on"), none on a board.
    await alice.step('free hand: aids', '?', { skip: [20] });
    await alice.step('free hand: moves', '  2 ');
    await alice.step('free hand: leave', KEY.esc);

    // A new name on a validated door applies: told where it stands, free hands open, no tournament hand.
    const b = new TelnetCaller(board.telnet);
    callers.push(b);
    await logOn(b, 'Bob', 'spades44', true);
    // On the local door Bob is a new name on its player list, in a window of his own.
    const other = browserDoor(kv);
    const bob = new Pair(b, other.m, other.app);
    await bob.press('nBob\rspades44\rspades44\r');
    expect(bob.view).toBe('menu');
    await bob.same('Bob: the menu', [22]);
    expect(bob.text()).toContain("Your account waits for the sysop's validation.");
    await bob.step("Bob: today's hand is refused", 'p');
    await bob.step('Bob: make-up refused', 'm1\r');
    await bob.step('Bob: champions', 'c');
    await bob.step('Bob: back', ' ');
    await bob.step('Bob: no sysop screen', 's');

    // The sysop's screen and its refusals.
    await alice.step('sysop', 's');
    await alice.step('hands: out of range', 'h11\r');
    await alice.step('hands: leave', KEY.esc);
    await alice.step('make-up days: empty', 'm\r');
    await alice.step('make-up days: leave', KEY.esc);
    await alice.step('zone: unknown', 'zMars/Base\r');
    await alice.step('zone: leave', KEY.esc);
    await alice.step('reset champions?', 'c');
    await alice.step('reset champions: no', 'n');
    await alice.step('reset players?', 'p');
    await alice.step('reset players: no', KEY.esc);
    await alice.step('hands per day 4', 'h4\r');
    await alice.step('accounts: open', 'a');
    await alice.step('accounts: validated', 'a');

    // The applicant list: the board's time of application is the local door's too.
    a.type('v');
    await a.waitFor('APPLICANTS');
    await a.waitFor('Bob');
    const when = /Bob\s+(\d{4}-\d{2}-\d{2} \d{2}:\d{2})/.exec(a.text())?.[1];
    expect(when).toBeDefined();
    box.change!((rec) => ({ ...rec, applicants: rec.applicants.map((x) => ({ ...x, created: Date.parse(`${when!.replace(' ', 'T')}:00Z`) })) }));
    await alice.press('v');
    await alice.same('applicants');
    await alice.step('applicants: down', KEY.down);
    await alice.step('validate Bob', 'v');
    await alice.step('nobody waits', 'v');
    await alice.step('applicants: back', 'q');
    await alice.step('sysop: back', 'q');

    // Validated: Bob plays today's hand (4 a day now).
    await bob.step('Bob: the menu again (a key the menu does not know)', 'x');
    expect(bob.text()).not.toContain("Your account waits for the sysop's validation.");
    await bob.step("Bob: today's hand", 'p');
    await bob.playHand("Bob's hand");
    await bob.step('Bob: after the hand', ' ');
    await bob.step('Bob: champions', 'c');
    await bob.step('Bob: back', ' ');

    // The script met what it is meant to: the Free Card used, and refused once used; the refusals.
    for (const line of [
      'Free Card used.',
      'The Free Card has been used this hand.',
      'No aids in a tournament hand: every caller plays it alone.',
      'Choose a day from 1 to 31.',
      'Hands per day must be 1 to 10.',
      'Make-up days per day must be 0 to 31.',
      'Not a time zone this door knows (e.g. Europe/Berlin).',
      'Nothing changed.',
      'Nobody waits for validation.',
      'Saved.',
    ])
      expect([...alice.said].join(' | '), line).toContain(line);
    expect([...alice.said].some((l) => /^Your unfinished hand of 2026-12-03, hand 1\.$/.test(l))).toBe(true);
    expect([...alice.said].some((l) => /make-up/i.test(l) && l !== '')).toBe(true);
    expect([...bob.said]).toContain("Your account waits for the sysop's validation.");

    // Goodbye on both, then hang up.
    await bob.step('Bob: goodbye', 'q');
    await alice.step('Alice: goodbye', 'q');
  });
});
