/**
 * The board's tables, one migration a version; `schema_version` says which have run. Plain types
 * both databases share (INTEGER, TEXT, BIGINT); names are keyed by their lower-case form, as the
 * door compares names regardless of case.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from './db';

export const MIGRATIONS: string[][] = [
  // 1: players (accounts and their door state), days, hands, champions, settings.
  [
    `CREATE TABLE settings (
      id INTEGER PRIMARY KEY,
      hands_per_day INTEGER NOT NULL,
      make_up_days INTEGER NOT NULL,
      time_zone TEXT NOT NULL
    )`,
    `INSERT INTO settings (id, hands_per_day, make_up_days, time_zone) VALUES (1, 3, 1, 'UTC')`,
    `CREATE TABLE players (
      name_key TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      password TEXT,
      sysop INTEGER NOT NULL DEFAULT 0,
      created BIGINT NOT NULL,
      failures INTEGER NOT NULL DEFAULT 0,
      locked_until BIGINT NOT NULL DEFAULT 0,
      pending_date TEXT,
      pending_hand INTEGER,
      pending_deal BIGINT,
      pending_state TEXT
    )`,
    `CREATE TABLE days (
      name_key TEXT NOT NULL REFERENCES players (name_key) ON DELETE CASCADE,
      date TEXT NOT NULL,
      played_on TEXT NOT NULL,
      bonus INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (name_key, date)
    )`,
    `CREATE INDEX days_by_date ON days (date)`,
    `CREATE TABLE hands (
      name_key TEXT NOT NULL,
      date TEXT NOT NULL,
      hand INTEGER NOT NULL,
      deal BIGINT NOT NULL,
      score INTEGER NOT NULL,
      removed INTEGER NOT NULL,
      finished BIGINT NOT NULL,
      PRIMARY KEY (name_key, date, hand),
      FOREIGN KEY (name_key, date) REFERENCES days (name_key, date) ON DELETE CASCADE
    )`,
    `CREATE TABLE champions (
      kind TEXT NOT NULL,
      period TEXT NOT NULL,
      name TEXT NOT NULL,
      score INTEGER NOT NULL,
      PRIMARY KEY (kind, period)
    )`,
  ],
  // 2: the board's deal secret (made on its first start, below), one live call per name (leases),
  // log-on failures per address and name (players.failures and locked_until are no longer used).
  [
    `ALTER TABLE settings ADD COLUMN deal_secret TEXT`,
    `CREATE TABLE leases (
      name_key TEXT PRIMARY KEY,
      node TEXT NOT NULL,
      label TEXT NOT NULL,
      token TEXT NOT NULL,
      renewed BIGINT NOT NULL
    )`,
    `CREATE INDEX leases_by_node ON leases (node)`,
    `CREATE TABLE logon_failures (
      address TEXT NOT NULL,
      name_key TEXT NOT NULL,
      failures INTEGER NOT NULL,
      last BIGINT NOT NULL,
      locked_until BIGINT NOT NULL DEFAULT 0,
      PRIMARY KEY (address, name_key)
    )`,
  ],
  // 3: new accounts as a BBS had them (issue 54): each player is validated or waits for the sysop,
  // with the address it applied from (when: players.created); the board's policy for new names
  // (NULL until the board first starts: bbs-main.ts chooses it from where the board listens).
  // Every account already on file counts as validated.
  [
    `ALTER TABLE players ADD COLUMN validated INTEGER NOT NULL DEFAULT 1`,
    `ALTER TABLE players ADD COLUMN applied_from TEXT`,
    `ALTER TABLE settings ADD COLUMN accounts TEXT`,
  ],
  // 4: every game's daily deal (issue 51): sessions of the HTTP API (a token's SHA-256, never the
  // token), the daily deals players started (one a player, game, variant and day: the deal is
  // handed out only then), and the games the board scored from their logs (the log kept, to watch).
  [
    `CREATE TABLE api_sessions (
      token_hash TEXT PRIMARY KEY,
      name_key TEXT NOT NULL REFERENCES players (name_key) ON DELETE CASCADE,
      created BIGINT NOT NULL,
      expires BIGINT NOT NULL
    )`,
    `CREATE INDEX api_sessions_by_name ON api_sessions (name_key)`,
    `CREATE TABLE daily_starts (
      name_key TEXT NOT NULL REFERENCES players (name_key) ON DELETE CASCADE,
      game TEXT NOT NULL,
      variant TEXT NOT NULL,
      date TEXT NOT NULL,
      deal BIGINT NOT NULL,
      started BIGINT NOT NULL,
      PRIMARY KEY (name_key, game, variant, date)
    )`,
    `CREATE TABLE daily_games (
      log_id TEXT PRIMARY KEY,
      name_key TEXT NOT NULL,
      game TEXT NOT NULL,
      variant TEXT NOT NULL,
      date TEXT NOT NULL,
      deal BIGINT NOT NULL,
      score INTEGER NOT NULL,
      status TEXT NOT NULL,
      aided INTEGER NOT NULL,
      posted BIGINT NOT NULL,
      log TEXT NOT NULL,
      UNIQUE (name_key, game, variant, date),
      FOREIGN KEY (name_key, game, variant, date) REFERENCES daily_starts (name_key, game, variant, date) ON DELETE CASCADE
    )`,
    `CREATE INDEX daily_games_by_day ON daily_games (game, variant, date)`,
  ],
  // 5: a hand's end asks for a day's or a month's hands of every player when a title's holder falls
  // (server/hand-end.ts); without this it read every hand on file.
  [`CREATE INDEX hands_by_date ON hands (date)`],
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Run the migrations this database has not had, each in its own transaction. */
export async function migrate(db: Database): Promise<number> {
  await db.write((q) => q.run('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)'));
  for (;;) {
    const done = await db.write(async (q) => {
      const rows = await q.all<{ version: number }>('SELECT version FROM schema_version');
      const v = rows.length === 0 ? 0 : Number(rows[0]!.version);
      if (v > SCHEMA_VERSION) throw new Error(`the database is schema version ${v}; this program knows up to ${SCHEMA_VERSION}: update the program`);
      if (v === SCHEMA_VERSION) return true;
      for (const stmt of MIGRATIONS[v]!) await q.run(stmt);
      if (rows.length === 0) await q.run('INSERT INTO schema_version (version) VALUES (?)', [v + 1]);
      else await q.run('UPDATE schema_version SET version = ?', [v + 1]);
      return false;
    });
    if (done) break;
  }
  // The deal secret: made once, on the board's first start, and kept with the records (a copied
  // or restored database deals the same hands; a fresh one deals its own).
  const secret = randomBytes(32).toString('hex');
  await db.write((q) => q.run('UPDATE settings SET deal_secret = ? WHERE id = 1 AND deal_secret IS NULL', [secret]));
  return SCHEMA_VERSION;
}
