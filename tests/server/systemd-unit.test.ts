/**
 * docs/bbs.md's systemd unit (issue 50 item 4): it holds what the issue asks of it, and systemd
 * itself reads it without a complaint (`systemd-analyze verify`, where the machine has it).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './callers';

const unit = /```ini\n([\s\S]*?)```/.exec(readFileSync(new URL('../../docs/bbs.md', import.meta.url), 'utf8'))?.[1] ?? '';
const scripts = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8', timeout: 30_000 }).status === 0;
const dir = tempDir('unit');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What `systemd-analyze verify` says of this unit text (it exits 0 on a bad key, and says so on stderr). */
function verify(text: string): string {
  const file = join(dir, 'idelight-bbs.service');
  writeFileSync(file, text);
  const r = spawnSync('systemd-analyze', ['verify', '--man=no', file], { encoding: 'utf8', timeout: 60_000 });
  return (r.stderr + r.stdout).split('\n').filter((l) => l.includes('idelight-bbs.service')).join('\n');
}

describe("docs/bbs.md's systemd unit", () => {
  it('runs the board as its own user, restarts it, stops it with SIGTERM, and is hardened', () => {
    for (const line of [
      'User=idelight',
      'Restart=on-failure',
      'KillSignal=SIGTERM',
      'StateDirectoryMode=0700',
      'UMask=0077',
      'NoNewPrivileges=true',
      'ProtectSystem=strict',
      'ReadWritePaths=/var/lib/idelight',
      'PrivateTmp=true',
    ])
      expect(unit.split('\n'), line).toContain(line);
    // The node flags of package.json's "bbs", so the service runs what `npm run bbs` runs.
    const flags = /^tsx ((?:--\S+ )*)server\/bbs-main\.ts$/.exec(scripts['bbs']!)![1]!;
    expect(unit).toContain(`ExecStart=/usr/bin/node ${flags}--import tsx server/bbs-main.ts --config /etc/idelight/bbs.json --data /var/lib/idelight\n`);
  });

  it.skipIf(!analyze)('systemd-analyze verify reads it without a warning (and does warn of a bad key)', () => {
    expect(verify(unit)).toBe('');
    expect(verify(unit.replace('Restart=on-failure', 'Restart=sometimes'))).toMatch(/restart specifier/);
  });
});
