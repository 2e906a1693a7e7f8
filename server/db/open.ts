/** The board's database: PostgreSQL when DATABASE_URL says postgres://, else SQLite in the data folder. */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, DiskOptions } from './db';
import { openSqlite } from './sqlite';
import { openPostgres } from './postgres';
import { migrate } from './schema';

export async function openDatabase(dataDir: string, url = process.env['DATABASE_URL'], o: DiskOptions = {}): Promise<Database> {
  let db: Database;
  if (url && /^postgres(ql)?:\/\//.test(url)) db = openPostgres(url, o);
  else {
    if (url) throw new Error(`DATABASE_URL should start postgres://, is ${url.slice(0, 12)}...`);
    const file = join(dataDir, 'idelight.db');
    privateFiles(dataDir, file);
    db = openSqlite(file, o);
  }
  await migrate(db);
  return db;
}

/**
 * The data folder 0700 (made so; one the sysop made is left as it is), the database file 0600
 * before SQLite opens it: its WAL and shared-memory files take the database file's mode, and the
 * file holds the password hashes and the deal secret. An older board's 0644 file is closed up.
 */
function privateFiles(dataDir: string, file: string): void {
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) if (existsSync(f)) chmodSync(f, 0o600);
}
