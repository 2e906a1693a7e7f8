/**
 * The daily games' queries (issue 51), on either database (plain SQL both understand, as store.ts):
 * the HTTP API's sessions, the daily deals players started, the games scored from their logs,
 * and the tables ranked from them with the door's rules.
 */
import type { Database, Row } from './db/db';
import { keyOf } from './store';

export interface StartRow {
  game: string;
  variant: string;
  date: string;
  deal: number;
  started: number;
}

export interface PostedGame {
  logId: string;
  name: string;
  game: string;
  variant: string;
  date: string;
  deal: number;
  score: number;
  status: string;
  aided: boolean;
  posted: number;
  log: string;
}

/** One line of a table: a player, their points for the period, and when they reached them. */
export interface TableLine {
  rank: number;
  name: string;
  score: number;
  /** The day, month or best month the points are of. */
  period: string;
  /** Games counted. */
  games: number;
  /** When the points were reached (ms since 1970): of two equal scores, the earlier ranks first. */
  reached: number;
  /** A day's line is one game: its log id, to watch it (GET /api/games/ID). */
  id?: string;
}

export type Period = 'day' | 'month' | 'all';

export const monthOfDate = (date: string) => date.slice(0, 7);

interface GameRow extends Row {
  name: string;
  date: string;
  score: number;
  posted: number;
  log_id?: string;
}

/**
 * Rank `rows` (one game each) for a period, with the door's rules: a day ranks each player's game
 * of that day; a month the sum of a player's days in it; all time each player's best month (the
 * door's all-time champion is the best month anyone has had). Ties go to whoever reached the score
 * first (the door's holder keeps the title on a tie), then by name.
 */
export function rank(rows: GameRow[], period: Period): TableLine[] {
  const months = new Map<string, { name: string; score: number; period: string; games: number; reached: number; id?: string }>();
  for (const r of rows) {
    const p = period === 'day' ? r.date : monthOfDate(r.date);
    const k = `${keyOf(r.name)}|${p}`;
    const m = months.get(k) ?? { name: r.name, score: 0, period: p, games: 0, reached: 0 };
    // One game a player, deal and day: a day's line is that game, which can be watched.
    if (period === 'day' && r.log_id) m.id = String(r.log_id);
    m.score += Number(r.score);
    m.games++;
    m.reached = Math.max(m.reached, Number(r.posted));
    months.set(k, m);
  }
  const best = new Map<string, { name: string; score: number; period: string; games: number; reached: number; id?: string }>();
  for (const m of months.values()) {
    const k = keyOf(m.name);
    const b = best.get(k);
    if (!b || m.score > b.score || (m.score === b.score && m.reached < b.reached)) best.set(k, m);
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.reached - b.reached || (keyOf(a.name) < keyOf(b.name) ? -1 : 1))
    .map((m, i) => ({ rank: i + 1, ...m }));
}

export class DailyStore {
  constructor(readonly db: Database) {}

  // ---------------------------------------------------------------- sessions

  async addSession(name: string, tokenHash: string, now: number, expires: number): Promise<void> {
    await this.db.write(async (q) => {
      // Expired sessions go whenever a new one is made: the table holds live ones only.
      await q.run('DELETE FROM api_sessions WHERE expires <= ?', [now]);
      await q.run('INSERT INTO api_sessions (token_hash, name_key, created, expires) VALUES (?, ?, ?, ?)', [tokenHash, keyOf(name), now, expires]);
    });
  }

  /** The account name a live session is of, or null. */
  async sessionName(tokenHash: string, now: number): Promise<string | null> {
    const r = await this.db.read((q) =>
      q.all<{ name: string }>('SELECT p.name FROM api_sessions s JOIN players p ON p.name_key = s.name_key WHERE s.token_hash = ? AND s.expires > ?', [tokenHash, now]),
    );
    return r[0]?.name ?? null;
  }

  async dropSession(tokenHash: string): Promise<boolean> {
    return (await this.db.write((q) => q.run('DELETE FROM api_sessions WHERE token_hash = ?', [tokenHash]))) > 0;
  }

  // ---------------------------------------------------------------- starts and games

  /** `name`'s start of a game's variant on `date`: made now with `deal` unless it was made before (the same deal). */
  async start(name: string, game: string, variant: string, date: string, deal: number, now: number): Promise<StartRow & { posted: boolean }> {
    return this.db.write(async (q) => {
      const key = keyOf(name);
      await q.run('INSERT INTO daily_starts (name_key, game, variant, date, deal, started) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (name_key, game, variant, date) DO NOTHING', [key, game, variant, date, deal, now]);
      const r = (await q.all<Row>('SELECT * FROM daily_starts WHERE name_key = ? AND game = ? AND variant = ? AND date = ?', [key, game, variant, date]))[0]!;
      const posted = await q.all('SELECT log_id FROM daily_games WHERE name_key = ? AND game = ? AND variant = ? AND date = ?', [key, game, variant, date]);
      return { game, variant, date, deal: Number(r['deal']), started: Number(r['started']), posted: posted.length > 0 };
    });
  }

  /** `name`'s starts of a game's variant, newest day first. */
  async starts(name: string, game: string, variant: string): Promise<StartRow[]> {
    const rows = await this.db.read((q) => q.all<Row>('SELECT * FROM daily_starts WHERE name_key = ? AND game = ? AND variant = ? ORDER BY date DESC', [keyOf(name), game, variant]));
    return rows.map((r) => ({ game, variant, date: String(r['date']), deal: Number(r['deal']), started: Number(r['started']) }));
  }

  /**
   * Record a scored game, in one transaction with its checks: refused (the reason) when its log id
   * was posted before, or this start has its game already.
   */
  async post(g: Omit<PostedGame, 'name'>, name: string): Promise<{ ok: true } | { ok: false; reason: string }> {
    return this.db.write(async (q) => {
      const key = keyOf(name);
      if ((await q.all('SELECT log_id FROM daily_games WHERE log_id = ?', [g.logId])).length > 0) return { ok: false as const, reason: 'This game (its log id) was posted before: a game counts once.' };
      const had = await q.all('SELECT log_id FROM daily_games WHERE name_key = ? AND game = ? AND variant = ? AND date = ?', [key, g.game, g.variant, g.date]);
      if (had.length > 0) return { ok: false as const, reason: `You have posted your game of this daily deal (${g.date}) already: one game a day counts.` };
      await q.run('INSERT INTO daily_games (log_id, name_key, game, variant, date, deal, score, status, aided, posted, log) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
        g.logId, key, g.game, g.variant, g.date, g.deal, g.score, g.status, g.aided ? 1 : 0, g.posted, g.log,
      ]);
      return { ok: true as const };
    });
  }

  /** A posted game by its log id: who played it, its variant, day, score and log (as posted). */
  async posted(logId: string): Promise<PostedGame | null> {
    const r = (await this.db.read((q) => q.all<Row>('SELECT g.*, p.name FROM daily_games g JOIN players p ON p.name_key = g.name_key WHERE g.log_id = ?', [logId])))[0];
    if (!r) return null;
    return {
      logId: String(r['log_id']), name: String(r['name']), game: String(r['game']), variant: String(r['variant']), date: String(r['date']),
      deal: Number(r['deal']), score: Number(r['score']), status: String(r['status']), aided: Number(r['aided']) === 1, posted: Number(r['posted']), log: String(r['log']),
    };
  }

  /** Whether `name` has posted a game of this variant's deal on `date`. */
  async hasPosted(name: string, game: string, variant: string, date: string): Promise<boolean> {
    const r = await this.db.read((q) => q.all('SELECT log_id FROM daily_games WHERE name_key = ? AND game = ? AND variant = ? AND date = ?', [keyOf(name), game, variant, date]));
    return r.length > 0;
  }

  /** The games of a game's variant for a period, plain or aided, with their players' names. */
  async games(game: string, variant: string, period: Period, at: string, aided: boolean): Promise<GameRow[]> {
    const where = period === 'day' ? ' AND g.date = ?' : period === 'month' ? ' AND g.date >= ? AND g.date <= ?' : '';
    const params = period === 'day' ? [at] : period === 'month' ? [`${at}-01`, `${at}-31`] : [];
    return this.db.read((q) =>
      q.all<GameRow>(`SELECT p.name, g.date, g.score, g.posted, g.log_id FROM daily_games g JOIN players p ON p.name_key = g.name_key WHERE g.game = ? AND g.variant = ? AND g.aided = ?${where}`, [game, variant, aided ? 1 : 0, ...params]),
    );
  }

  /** A game's table for a period: plain and aided games ranked apart. */
  async table(game: string, variant: string, period: Period, at: string): Promise<{ plain: TableLine[]; aided: TableLine[] }> {
    return {
      plain: rank(await this.games(game, variant, period, at, false), period),
      aided: rank(await this.games(game, variant, period, at, true), period),
    };
  }

  /** The door's own tables (Idiot's Delight): each player's hands and Daily Champion bonuses, ranked as the door's champions are. */
  async doorTable(period: Period, at: string): Promise<TableLine[]> {
    const where = period === 'day' ? ' WHERE d.date = ?' : period === 'month' ? ' WHERE d.date >= ? AND d.date <= ?' : '';
    const params = period === 'day' ? [at] : period === 'month' ? [`${at}-01`, `${at}-31`] : [];
    const rows = await this.db.read((q) =>
      q.all<GameRow>(
        `SELECT p.name, d.date, ${period === 'day' ? '' : 'd.bonus + '}COALESCE((SELECT SUM(h.score) FROM hands h WHERE h.name_key = d.name_key AND h.date = d.date), 0) AS score,
           COALESCE((SELECT MAX(h.finished) FROM hands h WHERE h.name_key = d.name_key AND h.date = d.date), 0) AS posted
         FROM days d JOIN players p ON p.name_key = d.name_key${where}`,
        params,
      ),
    );
    // The door's day score is its hands alone; the bonus counts in the month and all time.
    return rank(rows, period);
  }
}
