/**
 * `npm run bbs:backup -- --data DIR --out FILE`: a copy of the board's SQLite database, taken while
 * the board runs. `VACUUM INTO` reads in one transaction, so the copy is one consistent moment
 * (WAL included) and callers go on writing meanwhile. Restoring is copying FILE to
 * `NEWDIR/idelight.db`. PostgreSQL (DATABASE_URL) is backed up with pg_dump (docs/bbs.md).
 */
import { closeSync, existsSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'libsql';
import { parseArgs } from './args';

function main(): number {
  let a;
  try {
    a = parseArgs(process.argv.slice(2), { data: 'string', out: 'string' });
    if (a['out'] === undefined) throw new Error('--out FILE is needed: where the copy goes');
    if (process.env['DATABASE_URL']) throw new Error('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/bbs.md)');
  } catch (e) {
    process.stderr.write(`bbs:backup: ${(e as Error).message}\n`);
    return 2;
  }
  const db = join(String(a['data'] ?? 'data'), 'idelight.db');
  const out = String(a['out']);
  // Never an empty database made where the sysop mistyped the folder, nor an old backup overwritten.
  if (!existsSync(db)) return fail(`no database at ${db}`, 2);
  try {
    // Made empty and 0600 first (VACUUM INTO fills an empty file): it holds the password hashes.
    closeSync(openSync(out, 'wx', 0o600));
  } catch (e) {
    return fail(`${out}: ${(e as Error).message}`, 2);
  }
  const conn = new Sqlite(db, { readonly: true });
  try {
    conn.prepare('VACUUM INTO ?').run(out);
  } catch (e) {
    rmSync(out, { force: true });
    return fail(`copying ${db} to ${out}: ${(e as Error).message}`, 1);
  } finally {
    conn.close();
  }
  process.stdout.write(`bbs:backup: ${db} copied to ${out}\n`);
  return 0;
}

function fail(message: string, code: number): number {
  process.stderr.write(`bbs:backup: ${message}\n`);
  return code;
}

process.exitCode = main();
