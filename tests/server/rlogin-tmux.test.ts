/**
 * A real RLogin client nobody here wrote: Debian's `rlogin` (rsh-client) under tmux reaches the
 * door. It sends the local login as the client user and `-l USER` as the server user, so its peer
 * entry takes the secret from the server user (`secretIn: "server-user"`) and the caller's name
 * from the client user: the caller is `RSH <login>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { spawnBoard, tempDir } from './callers';
import { Tmux } from './tmux';

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
const missing = ['tmux', 'rlogin'].filter((c) => !has(c));
const SECRET = 'rsh-secret-22';

if (missing.length > 0) {
  if (REQUIRED)
    it('has tmux and rlogin', () => {
      throw new Error(`CI=true requires ${missing.join(' and ')} on the PATH (Debian's tmux and rsh-client packages; .ci/run installs them): the RLogin client test cannot run`);
    });
  else it.skip(`Debian's rlogin under tmux: ${missing.join(' and ')} not installed (CI installs them)`, () => undefined);
}

describe.skipIf(missing.length > 0)("Debian's rlogin under tmux", () => {
  const dir = tempDir('rlogin-tmux');
  let board: Awaited<ReturnType<typeof spawnBoard>>;
  const sessions: Tmux[] = [];
  beforeAll(async () => {
    const peers = join(dir, 'peers.json');
    writeFileSync(peers, JSON.stringify({ peers: [{ tag: 'RSH', addresses: ['127.0.0.1'], secret: SECRET, secretIn: 'server-user' }] }));
    board = await spawnBoard(dir, { IDELIGHT_TODAY: '2026-12-03' }, ['--rlogin', '0', '--peers', peers]);
  });
  afterAll(async () => {
    for (const t of sessions) t.kill();
    await board?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reaches the door as RSH <login>, with no password asked', { timeout: 120_000 }, async () => {
    const port = Number(/ rlogin (\d+) /.exec(board.stdout())![1]);
    const name = `RSH ${userInfo().username}`;
    const t = new Tmux(`rlogin -p ${port} -l ${SECRET} 127.0.0.1; sleep 30`);
    sessions.push(t);
    const menu = await t.waitFor(`Welcome, ${name}!`);
    expect(menu).toContain('[W] Who is online');
    expect(menu).not.toContain('password');
    t.keys('w');
    const who = await t.waitFor('W H O   I S   O N L I N E');
    expect(who).toContain(name);
    t.keys(' ');
    await t.waitFor('[P] Play a hand');
    t.keys('q');
    await t.waitFor('Thanks For Playing');
    t.keys('x');
    await t.waitFor('NO CARRIER');
    expect(board.stdout()).toContain('"event":"rlogin-logon"');
    expect(board.stdout()).not.toContain(SECRET);
  });
});
