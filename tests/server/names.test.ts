/**
 * Names measured in terminal columns: a 30-character CJK name (kept from before names were
 * measured so, 60 columns) and an emoji name on the champions screen, seen through Debian's telnet
 * under tmux, stay in their columns and the All-Time line stays on the screen; a new name wider
 * than 30 columns, or with a pile of combining marks, is refused at the log-on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { TelnetCaller, logOn, spawnBoard, tempDir } from './callers';
import { Tmux } from './tmux';
import { openDatabase } from '../../server/db/open';
import { textWidth } from '../../src/core/columns';
import { NAME_RULE } from '../../src/games/idiots-delight/door';

const has = (cmd: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const REQUIRED = process.env['CI'] === 'true';
const ready = has('tmux') && has('telnet');

const CJK = '東京都渋谷区神宮前一丁目二番三号大阪府北区梅田四丁目五番六号'.slice(0, 30);
const EMOJI = '🙂'.repeat(15);

describe.skipIf(!ready && !REQUIRED)('names in terminal columns', { timeout: 180_000 }, () => {
  const dir = tempDir('names');
  let board: Awaited<ReturnType<typeof spawnBoard>>;
  let tmux: Tmux | null = null;
  beforeAll(async () => {
    board = await spawnBoard(dir, { IDELIGHT_TODAY: '2026-12-03' });
  });
  afterAll(async () => {
    tmux?.kill();
    await board?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a new name is at most 30 columns with at most two marks on a character; an emoji name of 30 columns signs up', async () => {
    const sysop = new TelnetCaller(board.telnet);
    await logOn(sysop, 'Viewer', 'viewer12', true);
    sysop.close();
    const c = new TelnetCaller(board.telnet, 'utf8');
    await c.waitFor('Your name');
    c.type('\x15'); // Ctrl-U: UTF-8
    await c.waitFor('now UTF-8');
    // Past 30 columns every key is refused as it is typed: 15 CJK characters are kept.
    c.type(CJK + '\r');
    await c.waitFor(`${CJK.slice(0, 15)} is a new name here:`);
    expect(c.text()).not.toContain(CJK.slice(0, 16));
    c.type('\x1b');
    c.type('e\u0301\u0302\u0303\u0304x\r');
    await c.waitFor(NAME_RULE.slice(0, 40));
    c.type('\x1b');
    c.type(EMOJI + '\r');
    await c.waitFor('choose a password');
    c.type('smile123\r');
    await c.waitFor('again');
    c.type('smile123\r');
    await c.waitFor('Welcome, 🙂');
    c.close();
  });

  it("the champions screen, through Debian's telnet under tmux: a 60-column CJK name and an emoji name stay in their columns", async () => {
    // A CJK name of 30 characters, from before names were measured in columns, holds two titles.
    const db = await openDatabase(dir, '');
    await db.write(async (q) => {
      await q.run('INSERT INTO players (name_key, name, password, sysop, created) VALUES (?, ?, NULL, 0, 0)', [CJK.toLowerCase(), CJK]);
      for (const [kind, period, name, score] of [
        ['alltime', '2026-11', CJK, 123456],
        ['monthly', '2026-12', EMOJI, 65432],
        ['daily', '2026-12-03', CJK, 7654],
        ['daily', '2026-12-02', EMOJI, 5432],
      ] as const)
        await q.run('INSERT INTO champions (kind, period, name, score) VALUES (?, ?, ?, ?)', [kind, period, name, score]);
    });
    await db.close();
    tmux = new Tmux(`telnet 127.0.0.1 ${board.telnet}; sleep 30`);
    await tmux.waitFor('Your name');
    tmux.keys('Viewer', 'Enter');
    await tmux.waitFor('your password please');
    tmux.keys('viewer12', 'Enter');
    await tmux.waitFor('Welcome, Viewer!');
    tmux.keys('c');
    await tmux.waitFor('C H A M P I O N S');
    const screen = await tmux.settle();
    const lines = screen.split('\n');
    // Nothing wrapped: every line fits the 80 columns, the title bar is still the first line.
    for (const l of lines) expect(textWidth(l), l).toBeLessThanOrEqual(80);
    expect(lines[0]).toContain("IDIOT'S DELIGHT");
    const at = (label: string) => lines.find((l) => l.includes(label)) ?? '';
    const allTime = at('All Time Champion');
    expect(allTime).toContain(CJK.slice(0, 15));
    expect(allTime).not.toContain(CJK.slice(0, 16));
    expect(at('Monthly Champion')).toContain(EMOJI);
    // The scores stand in one column whatever the names: the same width before each.
    const before = (l: string, score: string) => textWidth(l.slice(0, l.indexOf(score)));
    expect(before(allTime, '123,456')).toBe(before(at('Monthly Champion'), '65,432') - 1);
    expect(before(at("Today's Champion"), '7,654')).toBe(before(at('Monthly Champion'), '65,432') + 1);
    // The Daily Champions list: names cut to 30 columns, scores in line.
    expect(before(at('2026-12-03  '), '7,654')).toBe(before(at('2026-12-02  '), '5,432'));
  });
});
