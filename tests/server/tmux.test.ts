/**
 * Real clients nobody here wrote: Debian's `telnet` under tmux calls the board, logs on and plays a
 * hand; the stdio door runs under tmux with a DOOR32.SYS. tmux types (send-keys) and reads
 * (capture-pane) the screen a caller would see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnBoard, tempDir } from './callers';
import { Tmux, playHandTmux } from './tmux';

const has = (cmd: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
/** Under CI (CI=true, as .ci/run sets) a missing client fails, saying what to install; elsewhere the suite is skipped, named. */
const REQUIRED = process.env['CI'] === 'true';
const missing = ['tmux', 'telnet'].filter((c) => !has(c));

if (missing.length > 0) {
  if (REQUIRED)
    it('has tmux and telnet', () => {
      throw new Error(`CI=true requires ${missing.join(' and ')} on the PATH (Debian's tmux and telnet packages; .ci/run installs them): the real-client tests cannot run`);
    });
  else it.skip(`real clients under tmux: ${missing.join(' and ')} not installed (CI installs them)`, () => undefined);
}

describe.skipIf(missing.length > 0)('real clients under tmux', () => {
  const dir = tempDir('tmux');
  let board: Awaited<ReturnType<typeof spawnBoard>>;
  const sessions: Tmux[] = [];
  beforeAll(async () => {
    board = await spawnBoard(dir, { IDELIGHT_TODAY: '2026-12-03' });
  });
  afterAll(async () => {
    for (const t of sessions) t.kill();
    await board?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("Debian's telnet logs on and plays a hand", { timeout: 180_000 }, async () => {
    // The pane stays after telnet ends, so its last words can be read.
    const t = new Tmux(`telnet 127.0.0.1 ${board.telnet}; sleep 30`);
    sessions.push(t);
    const logon = await t.waitFor('Your name, as the champions list will show it');
    expect(logon).toContain('LOG ON  -  Idiot\'s Delight board');
    t.keys('Dave', 'Enter');
    await t.waitFor('Dave is a new name here: choose a password');
    t.keys('diamonds4', 'Enter');
    await t.waitFor('Type the password for Dave again.');
    t.keys('diamonds4');
    // What is typed shows as stars.
    await t.waitFor('> *********_');
    t.keys('Enter');
    const menu = await t.waitFor('Welcome, Dave!');
    expect(menu).toContain('[P] Play a hand');
    t.keys('p');
    const hand = await t.waitFor('PROMPTS');
    // The hand as the door's screen has it: four rows of cards, the counters, the prompt box.
    expect(hand).toMatch(/PILE CARD\s*:\s*48/);
    expect(hand).toContain('HAND       : 1 of 3');
    expect(hand).toMatch(/[♠♥♦♣]/);
    expect(hand).toMatch(/SPAD|HART|DIAM|CLUB/);
    expect(hand).toContain('[Space] - Play Card');
    const over = await playHandTmux(t);
    expect(over).toMatch(/Hand over: \d+ cards? removed|YOU WON/);
    t.keys(' ');
    await t.waitFor('1 of 3 hands played, 2 left');
    t.keys('q');
    await t.waitFor('Thanks For Playing');
    t.keys('x');
    await t.waitFor(/Connection closed by foreign host/);
  });

  it('the stdio door under tmux with a DOOR32.SYS shows the same', { timeout: 180_000 }, async () => {
    const cwd = join(__dirname, '..', '..');
    const t = new Tmux(`cd ${cwd} && npm run --silent door -- --dropfile ${join(__dirname, 'fixtures', 'DOOR32.SYS')} --data ${dir} --utf8; sleep 30`);
    sessions.push(t);
    const menu = await t.waitFor('Welcome, Ace of Hearts!');
    expect(menu).toContain('┌─ Your days this month');
    t.keys('p');
    const hand = await t.waitFor('PROMPTS');
    expect(hand).toMatch(/PILE CARD\s*:\s*48/);
    expect(hand).toMatch(/[♠♥♦♣]/);
    // The same deal as Dave's over telnet: the tournament hand of the date is the board's, for everyone.
    const over = await playHandTmux(t);
    expect(over).toMatch(/Hand over: \d+ cards? removed|YOU WON/);
    t.keys(' ');
    await t.waitFor('1 of 3 hands played, 2 left');
    t.keys('c');
    const champs = await t.waitFor('C H A M P I O N S');
    expect(champs).toMatch(/Today's Champion\s+(Dave|Ace of Hearts)/);
  });
});
