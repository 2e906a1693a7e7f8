/**
 * Issue 53, the last resort: a fault nothing else caught (a bug, here made on purpose by a test
 * fixture loaded into the real `npm run bbs` process) is logged, every caller is hung up with a
 * line and their hand kept, and the process exits 1 for the service unit to restart it. Without
 * it Node printed a stack and went, and a hand in progress lost the moves since it was saved.
 * SIGTERM still stops cleanly (exit 0).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { TelnetCaller, logOn, spawnBoard, tempDir } from './callers';
import { logged, type Board } from './web-helpers';

const FAULT = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${join(__dirname, 'fixtures', 'fault-on-signal.mjs')}`.trim() };
const TODAY = { IDELIGHT_TODAY: '2026-12-03' };

const exited = (b: Board) => new Promise<number | null>((res) => (b.proc.exitCode !== null ? res(b.proc.exitCode) : b.proc.once('exit', (code) => res(code))));

describe('the board after a fault nothing caught', { timeout: 180_000 }, () => {
  const dir = tempDir('web-crash');
  const boards: Board[] = [];
  const start = async (env: Record<string, string>) => {
    const b = await spawnBoard(dir, { ...TODAY, ...env });
    boards.push(b);
    return b;
  };
  afterAll(async () => {
    for (const b of boards) await b.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an uncaught exception: logged, callers hung up with their hands kept, exit 1; the hand resumes on the restarted board', async () => {
    const board = await start(FAULT);
    const c = new TelnetCaller(board.telnet);
    await logOn(c, 'Carol', 'clubs444', true);
    c.type('p');
    await c.waitFor('HAND       : 1 of 3');
    c.type('  2  2  2  2\r  2  2  2  2\r');
    await c.settle(150);
    const rows = (t: string) => t.split('\n').slice(1, 19).map((l) => l.slice(0, 46)).join('\n');
    const before = rows(c.text());
    const pile = /PILE CARD\s*:\s*(\d+)/.exec(c.text())![1];
    const code = exited(board);
    board.proc.kill('SIGUSR2');
    await c.waitClosed(30_000);
    expect(c.lastBytes()).toContain('The board is going down: your hand is kept.');
    expect(await code).toBe(1);
    const crash = await logged(board, 'crash');
    expect(crash).toMatchObject({ level: 'error', kind: 'uncaughtException', error: 'a fault on purpose (test)' });
    expect(String(crash.stack)).toContain('fault-on-signal.mjs');
    await logged(board, 'board-stopping');

    const again = await start({});
    const d = new TelnetCaller(again.telnet);
    await logOn(d, 'Carol', 'clubs444', false);
    expect(d.text()).toContain('Your hand 1 of 2026-12-03 is waiting.');
    d.type('p');
    await d.waitFor('Your unfinished hand of 2026-12-03, hand 1.');
    expect(rows(d.text())).toBe(before);
    expect(d.text()).toMatch(new RegExp(`PILE CARD\\s*:\\s*${pile}`));
    d.close();
    // SIGTERM: the clean stop, exit 0.
    const stopped = exited(again);
    again.proc.kill('SIGTERM');
    expect(await stopped).toBe(0);
    await logged(again, 'signal', { signal: 'SIGTERM' });
  });

  it('an unhandled rejection is the same: logged, callers told, exit 1', async () => {
    const board = await start(FAULT);
    const c = new TelnetCaller(board.telnet);
    await c.waitFor('Your name');
    const code = exited(board);
    board.proc.kill('SIGHUP');
    await c.waitClosed(30_000);
    expect(c.lastBytes()).toContain('The board is going down');
    expect(await code).toBe(1);
    expect(await logged(board, 'crash')).toMatchObject({ level: 'error', kind: 'unhandledRejection', error: 'a rejection on purpose (test)' });
  });
});
