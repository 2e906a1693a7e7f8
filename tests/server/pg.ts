/**
 * A throwaway PostgreSQL cluster for the tests and the bench: Debian's postgresql binaries, a
 * temporary data folder, a free loopback port, run as the `postgres` user (initdb refuses root).
 * Null when the binaries are missing (a developer machine without the package); CI installs them.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PgCluster {
  /** A new empty database on the cluster; its URL. */
  database(name: string): string;
  /** The server's own log (checkpoints and the like), for the bench. */
  log(): string;
  stop(): void;
}

export function pgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const v = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = v ? join(root, v, 'bin') : null;
  return bin && existsSync(join(bin, 'initdb')) ? bin : null;
}

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? res(a.port) : rej(new Error('no port'))));
    });
  });
}

/** fsync: the bench's cluster syncs its commits to disk as a sysop's does; the tests' need not.
 *  settings: more `-c name=value` for the server (the bench's BENCH_PG_SETTINGS). */
export async function startPg(o: { fsync?: boolean; settings?: Record<string, string> } = {}): Promise<PgCluster | null> {
  const bin = pgBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'idelight-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // The cluster belongs to `postgres` when we are root; otherwise to whoever runs the tests.
  const run = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' }) : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  if (asRoot) {
    chmodSync(dir, 0o755);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${o.fsync ? 'on' : 'off'} -c max_connections=100${Object.entries(o.settings ?? {}).map(([k, v]) => ` -c ${k}=${v}`).join('')}`, 'start']);
  return {
    database: (name: string) => {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    log: () => (existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : ''),
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** In CI (.ci/run sets CI=true and PG_REQUIRED=1) the cluster must start; on a machine without PostgreSQL its tests are skipped, saying so. */
export const PG_REQUIRED = process.env['CI'] === 'true' || process.env['PG_REQUIRED'] === '1';
