/**
 * One door (issue 49 item 3): the same scripted keys played against the browser's local door (the
 * door's one controller over the local door's records, in memory, run here in Node) and against a
 * real board (`npm run bbs` on free ports, SQLite in a temp folder, a telnet caller reading the ANSI
 * stream into a Terminal), and every screen compared cell by cell, text and colour, with the beeps.
 * Both are given the board's deal secret, the same date and the same free-hand shuffle. The log-on
 * screens differ by design (a board's accounts, the local door's player list): the comparison starts
 * at the player's menu; the log-on's rules are compared through their outcomes (password length in
 * tests/unit/idiots-delight-ui/logon.test.ts, new-name admission here: the applicant).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { KEY, TelnetCaller, logOn, readCounters, spawnBoard, tempDir } from './callers';
import { openDatabase } from '../../server/db/open';
import { KeyDecoder } from '../../server/keys';
import { DoorController } from '../../src/games/idiots-delight/controller/door-controller';
import { LocalRecords, memoryBox } from '../../src/games/idiots-delight/controller/local-records';
import type { DoorPort } from '../../src/games/idiots-delight/controller/port';
import { newDoorRecord } from '../../src/games/idiots-delight/door';
import { makeSecret } from '../../src/games/idiots-delight/password';
import { COLS, ROWS, type Terminal } from '../../src/games/idiots-delight/terminal';

const TODAY = '2026-12-03';
const FREE_DEAL = 424242;

/** The side's own keys on the player's menu (the board's W is who is on line, the browser's the
 *  winnable-hands switch; the board's D its daily deals: port.menuExtras); every other cell is compared. */
const OWN = { ys: [15, 18], from: 55 };

function differences(board: Terminal, local: Terminal, menu: boolean): string[] {
  const out: string[] = [];
  for (let y = 0; y < ROWS; y++) {
    let same = true;
    for (let x = 0; x < COLS; x++) {
      if (menu && OWN.ys.includes(y) && x >= OWN.from) continue;
      const a = board.cells[y * COLS + x]!;
      const b = local.cells[y * COLS + x]!;
      if (a.ch !== b.ch || a.fg !== b.fg || a.bg !== b.bg) same = false;
    }
    if (!same) out.push(`row ${y}:\n  board: ${board.line(y)}\n  local: ${local.line(y)}`);
  }
  return out;
}

/** One caller on both doors: a telnet caller of the board and a controller of the local door. */
class Pair {
  beeps = 0;
  /** Every line the door said (the coverage of the script is checked by it). */
  readonly said = new Set<string>();
  readonly local: DoorController;
  private decoder = new KeyDecoder('cp437');

  constructor(
    readonly board: TelnetCaller,
    records: LocalRecords,
    player: { name: string; sysop: boolean },
    greeting: string,
  ) {
    const port: DoorPort = {
      records,
      draw: () => undefined,
      beep: () => void this.beeps++,
      hangUp: () => undefined,
      today: () => TODAY,
      now: () => Date.now(),
      freeDeal: () => FREE_DEAL,
      log: (l) => {
        throw new Error(l);
      },
    };
    this.local = new DoorController(port, player, greeting);
  }

  private bells(): number {
    return [...Buffer.concat(this.board.received).values()].filter((b) => b === 7).length;
  }

  /** Type `keys` on both doors; the screens must then be the same, and so must the beeps. */
  async step(label: string, keys: string): Promise<void> {
    const bellsBefore = this.bells();
    const beepsBefore = this.beeps;
    this.local.keys([...this.decoder.feed(Buffer.from(keys, 'utf8')), ...this.decoder.flush()]);
    await this.local.answered();
    this.said.add(this.local.message);
    if (this.local.input?.message) this.said.add(this.local.input.message);
    this.board.type(keys);
    await this.board.settle(40, 15_000);
    await this.same(label);
    // The board's bell arrives with its screen; give it the moment its update takes.
    const want = this.beeps - beepsBefore;
    for (let i = 0; i < 100 && this.bells() - bellsBefore < want; i++) await new Promise((r) => setTimeout(r, 20));
    expect(this.bells() - bellsBefore, `${label}: beeps`).toBe(want);
  }

  /** Poll until the board's screen is the local door's (bounded), else fail with the rows that differ. */
  async same(label: string): Promise<void> {
    const menu = this.local.view === 'menu';
    let diff: string[] = [];
    for (let i = 0; i < 300; i++) {
      diff = differences(this.board.screen.term, this.local.term, menu);
      if (diff.length === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(diff, `${label}: the board and the local door differ`).toEqual([]);
  }

  text(): string {
    return this.local.term.text();
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
  }, 120_000);

  afterAll(async () => {
    for (const c of callers) c.close();
    await board?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('from the menu on: the sysop, a new name, whole hands with the Free Card, a make-up day, the champions, help, every refusal', async () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    // Applicants are shown with the board's caller's address (the local door's own says 'this computer').
    const box = memoryBox(newDoorRecord({}, secret));
    const records = new LocalRecords(box, () => new Uint8Array(32), '127.0.0.1');
    const now = Date.now();

    // The first caller is the sysop (the board's log-on; the local door's player list).
    const a = new TelnetCaller(board.telnet);
    callers.push(a);
    await logOn(a, 'Alice', 'hearts4', true);
    records.join('Alice', makeSecret('hearts4'), now);
    const alice = new Pair(a, records, { name: 'Alice', sysop: true }, 'You are the first caller: you are the sysop (S on your menu).');
    await alice.local.start();
    await alice.same('Alice: the menu');

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
    await alice.step('back to the door', 'l');
    await alice.step('resume', 'p');
    await alice.playHand("today's hand");
    await alice.step('after the hand', ' ');

    // The champions.
    await alice.step('champions', 'c');
    await alice.step('champions: back', ' ');

    // A free hand (the same shuffle on both), left with Escape.
    await alice.step('free hand', 'f');
    await alice.step('free hand: aids', '?');
    await alice.step('free hand: moves', '  2 ');
    await alice.step('free hand: leave', KEY.esc);

    // A new name on a validated door applies: told where it stands, free hands open, no tournament hand.
    const b = new TelnetCaller(board.telnet);
    callers.push(b);
    await logOn(b, 'Bob', 'spades44', true);
    records.join('Bob', makeSecret('spades44'), Date.now());
    const bob = new Pair(b, records, { name: 'Bob', sysop: false }, 'Welcome, new caller!');
    await bob.local.start();
    await bob.same('Bob: the menu');
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
    const rec = box.read();
    box.write({ ...rec, applicants: rec.applicants.map((x) => ({ ...x, created: Date.parse(`${when!.replace(' ', 'T')}:00Z`) })) });
    alice.local.keys([{ key: 'v' }]);
    await alice.local.answered();
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
