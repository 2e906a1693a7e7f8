/**
 * The stdio door as a BBS expects (issue 50 item 5): the sysop is who the drop file's security level
 * or the configured name says, never the first caller of an empty database; Ctrl-U switches the
 * charset; no key for the idle time hangs up; a goodbye the door shows as it hangs up offers no [L].
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, tsxScript } from './callers';
import { AnsiScreen } from '../../src/games/idiots-delight/ansi/reader';

const root = tempDir('door-bbs');
let n = 0;
const live = new Map<ReturnType<typeof spawn>, Promise<unknown>>();

/** A DOOR32.SYS for `alias` at security `level` with `minutes` left, in a fresh folder (an empty database). */
function dropFile(alias: string, level: number, minutes = 45): { path: string; data: string } {
  const d = join(root, String(++n));
  mkdirSync(d);
  const path = join(d, 'DOOR32.SYS');
  writeFileSync(path, `2\r\n5\r\n38400\r\nRetro BBS\r\n17\r\n${alias}\r\n${alias}\r\n${level}\r\n${minutes}\r\n1\r\n3\r\n`);
  return { path, data: d };
}

function door(path: string, data: string, args: string[] = [], env: Record<string, string> = {}) {
  const p = spawn(...tsxScript('door', ['--dropfile', path, '--data', data, ...args]), {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const screen = new AnsiScreen('cp437');
  const chunks: Buffer[] = [];
  p.stdout.on('data', (d: Buffer) => {
    chunks.push(d);
    screen.feed(d);
  });
  let code: number | null | undefined;
  const exited = new Promise<number | null>((r) => p.on('exit', (c) => r((code = c))));
  live.set(p, exited);
  void exited.then(() => live.delete(p));
  const until = async (cond: () => boolean, tries = 600) => {
    for (let i = 0; i < tries && !cond(); i++) await new Promise((r) => setTimeout(r, 50));
    return cond();
  };
  /** The exit code once the door exits by itself (bounded: undefined if it does not). */
  const ends = async () => ((await until(() => code !== undefined)) ? code : undefined);
  return { p, screen, raw: () => Buffer.concat(chunks), exited, until, ends };
}

/** Presses S then W: a sysop gets the sysop's screen (where W is no key), anyone else the who list. */
async function isSysop(args: string[], alias: string, level: number): Promise<boolean> {
  const { path, data } = dropFile(alias, level);
  const d = door(path, data, args);
  try {
    expect(await d.until(() => d.screen.text().includes(`Welcome, ${alias}!`))).toBe(true);
    d.p.stdin.write('sw');
    const t = () => d.screen.text();
    expect(await d.until(() => t().includes('SYSOP CONFIGURATION') || t().includes('W H O   I S   O N L I N E'))).toBe(true);
    return t().includes('SYSOP CONFIGURATION');
  } finally {
    d.p.kill('SIGTERM');
    await d.exited;
  }
}

describe('the stdio door as a BBS expects', { timeout: 120_000 }, () => {
  afterAll(async () => {
    // A door a failed test left running is stopped (its exit closes the database before the folder goes).
    for (const p of live.keys()) p.kill('SIGTERM');
    await Promise.all(live.values());
    rmSync(root, { recursive: true, force: true });
  });

  it('a low security level is not the sysop, even as the first caller of an empty database', async () => {
    expect(await isSysop([], 'Newbie', 10)).toBe(false);
  });

  it('the default sysop level (255) is the sysop', async () => {
    expect(await isSysop([], 'Boss', 255)).toBe(true);
  });

  it('--sysop-level sets the level (Synchronet: 90)', async () => {
    expect(await isSysop(['--sysop-level', '90'], 'Synchro', 90)).toBe(true);
  });

  it('--sysop NAME is the sysop whatever the level', async () => {
    expect(await isSysop(['--sysop', 'the chief'], 'The Chief', 10)).toBe(true);
  });

  it('Ctrl-U switches CP437 to UTF-8 and redraws', async () => {
    const { path, data } = dropFile('Switcher', 10);
    const d = door(path, data);
    expect(await d.until(() => d.screen.text().includes('Welcome, Switcher!'))).toBe(true);
    const utf8Box = Buffer.from('┌', 'utf8');
    expect(d.raw().includes(utf8Box)).toBe(false);
    d.p.stdin.write('\x15');
    expect(await d.until(() => d.raw().includes(utf8Box), 200)).toBe(true);
    d.p.kill('SIGTERM');
    await d.exited;
  });

  it('no key for the idle time hangs up, keeping the hand, with a goodbye that offers no [L]', async () => {
    const { path, data } = dropFile('Sleepy', 10);
    const d = door(path, data, [], { IDELIGHT_IDLE_MS: '1500' });
    expect(await d.until(() => d.screen.text().includes('Welcome, Sleepy!'))).toBe(true);
    expect(await d.ends()).toBe(0);
    const text = d.screen.text();
    expect(text).toContain('No key for a while: hanging up. Your hand is kept.');
    expect(text).toContain('Hanging up: your hand is kept.');
    expect(text).not.toContain('[L]');
  });

  it('time up: the goodbye offers no [L] (the door has exited)', async () => {
    const { path, data } = dropFile('Late', 10, 0);
    const d = door(path, data);
    expect(await d.ends()).toBe(0);
    const text = d.screen.text();
    expect(text).toContain('Your time on the board is up.');
    expect(text).not.toContain('[L]');
  });
});
