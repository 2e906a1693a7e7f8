/** The board's database: PostgreSQL when DATABASE_URL says postgres://, else SQLite in the data folder. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './db';
import { openSqlite } from './sqlite';
import { openPostgres } from './postgres';
import { migrate } from './schema';

export async function openDatabase(dataDir: string, url = process.env['DATABASE_URL']): Promise<Database> {
  let db: Database;
  if (url && /^postgres(ql)?:\/\//.test(url)) db = openPostgres(url);
  else {
    if (url) throw new Error(`DATABASE_URL should start postgres://, is ${url.slice(0, 12)}...`);
    mkdirSync(dataDir, { recursive: true });
    db = openSqlite(join(dataDir, 'idelight.db'));
  }
  await migrate(db);
  return db;
}
