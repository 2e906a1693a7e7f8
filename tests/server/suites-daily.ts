/**
 * Issue 51 against real board processes (SQLite in daily-board.test.ts, PostgreSQL in pg.test.ts):
 * two accounts log on over HTTP, start the same Spider daily deal, play it in Node with the real
 * engine (daily-bot.ts) and post their logs; the board scores them by replay and ranks them; the
 * refusals say why; a telnet caller sees today's champions; the limits answer 429; a database
 * from before migration 4 keeps its accounts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { TelnetCaller, logOn, spawnBoard, tempDir } from './callers';
import { api, type Answer } from './api-client';
import { botGame } from './daily-bot';
import { verify } from '../../src/core/log';
import { DAILY_RULES } from '../../server/daily';
import { MIGRATIONS } from '../../server/db/schema';
import { openSqlite } from '../../server/db/sqlite';
import { openPostgres } from '../../server/db/postgres';
import { hashPassword } from '../../server/passwords';

const ST4 = 'rules=st,suits=4';
const WAITS = "Your account waits for the sysop's validation.";
const day = (d: string) => ({ IDELIGHT_TODAY: d });

type Spawned = Awaited<ReturnType<typeof spawnBoard>>;

const cookieOf = (a: Answer) => String(a.headers['set-cookie']?.[0] ?? '');

export function dailySuite(label: string, env: (tag: string) => Record<string, string>) {
  describe(`daily deals over HTTP (${label})`, { timeout: 300_000 }, () => {
    const boards: Spawned[] = [];
    const dirs: string[] = [];
    const start = async (dir: string, e: Record<string, string>, extra: string[] = []) => {
      const b = await spawnBoard(dir, e, extra);
      boards.push(b);
      return b;
    };
    const dirFor = (tag: string) => {
      const d = tempDir(tag);
      dirs.push(d);
      return d;
    };
    afterAll(async () => {
      await Promise.all(boards.map((b) => b.stop()));
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    it('two accounts play the same Spider daily deal; the board scores, ranks and refuses with reasons; telnet shows the champions', async () => {
      const dir = dirFor('daily');
      const e = env('daily');
      let b = await start(dir, { ...e, ...day('2026-12-05') });
      for (const [name, pw] of [['Alice', 'hearts44'], ['Bob', 'spades44'], ['Carol', 'clubs444']] as const) {
        const t = new TelnetCaller(b.telnet);
        await logOn(t, name, pw, true);
        t.close();
      }
      const port = b.http;

      // Log-on: a wrong password and an unknown name are 401 with the reason (from another address:
      // its wait after a wrong password is its own; api.test.ts tries the wait), the right one 200 with a session.
      const wrong = await api(port, 'POST', '/api/session', { body: { name: 'Alice', password: 'nope' }, from: '127.0.0.4' });
      expect(wrong.status).toBe(401);
      expect(wrong.json.error).toBe('Wrong password.');
      const nobody = await api(port, 'POST', '/api/session', { body: { name: 'Zed', password: 'whatever' } });
      expect(nobody.status).toBe(401);
      expect(nobody.json.error).toMatch(/^No account of that name here/);
      const alice = await api(port, 'POST', '/api/session', { body: { name: 'alice', password: 'hearts44' } });
      expect(alice.status).toBe(200);
      const aTok = alice.json.token as string;
      expect(aTok).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(alice.json.name).toBe('Alice');
      const c = cookieOf(alice);
      expect(c).toMatch(new RegExp(`^idelight_session=${aTok}; `));
      expect(c).toContain('HttpOnly');
      expect(c).toContain('SameSite=Strict');
      expect(c).toContain('Path=/api');
      expect(c).not.toContain('Secure');
      const bob = await api(port, 'POST', '/api/session', { body: { name: 'Bob', password: 'spades44' }, headers: { 'X-Forwarded-Proto': 'https' } });
      expect(bob.status).toBe(200);
      expect(cookieOf(bob)).toMatch(/; Secure$/);
      const bTok = bob.json.token as string;
      // The cookie alone is a session (a reload keeps it); so is the token.
      expect((await api(port, 'GET', '/api/session', { cookie: `idelight_session=${aTok}` })).json).toEqual({ name: 'Alice' });
      expect((await api(port, 'GET', '/api/session', { token: bTok })).json).toEqual({ name: 'Bob' });
      expect((await api(port, 'GET', '/api/session')).status).toBe(401);

      // Today's games and variants, without a deal number.
      const daily = await api(port, 'GET', '/api/daily');
      expect(daily.status).toBe(200);
      expect(daily.json.date).toBe('2026-12-05');
      expect(daily.text).not.toMatch(/"deal"/);
      const games = daily.json.games as { game: string; variants: { variant: string }[] }[];
      expect(games.map((g) => g.game)).toEqual(['spider', 'kings-korner', 'gulf', 'idiots-delight']);
      expect(games[0]!.variants.map((v) => v.variant)).toContain(ST4);
      expect(games[1]!.variants).toHaveLength(5);

      // Starting hands the deal out (the same to both), and only with a session.
      expect((await api(port, 'POST', '/api/daily/start', { body: { game: 'spider', variant: ST4 } })).status).toBe(401);
      const aStart = await api(port, 'POST', '/api/daily/start', { token: aTok, body: { game: 'spider', variant: ST4 } });
      expect(aStart.status).toBe(200);
      expect(aStart.json).toMatchObject({ game: 'spider', variant: ST4, options: { rules: 'st', suits: 4 }, date: '2026-12-05' });
      const deal = aStart.json.deal as number;
      const bStart = await api(port, 'POST', '/api/daily/start', { token: bTok, body: { game: 'spider', options: { suits: 4, rules: 'st' } } });
      expect(bStart.json.deal).toBe(deal);
      const bad = await api(port, 'POST', '/api/daily/start', { token: bTok, body: { game: 'spider', variant: 'rules=st,suits=3' } });
      expect(bad.status).toBe(400);
      expect(bad.json.error).toMatch(/^Spider has no variant "rules=st,suits=3"/);
      const gnome = await api(port, 'POST', '/api/daily/start', { token: bTok, body: { game: 'spider', variant: 'rules=gnome,suits=1' } });
      expect(gnome.json.deal).not.toBe(deal);

      // Both play it in Node, each its own way, and post the logs: the score is the replay's.
      const aLog = botGame('spider', deal, { rules: 'st', suits: 4 }, 'alice-1', 11, 80);
      const bLog = botGame('spider', deal, { rules: 'st', suits: 4 }, 'bob-1', 22, 30);
      const aScore = (verify(aLog, DAILY_RULES) as { score: number }).score;
      const bScore = (verify(bLog, DAILY_RULES) as { score: number }).score;
      // Three moves into a deal of Spider the game goes on (a deal is always a move).
      const short = botGame('spider', deal, { rules: 'st', suits: 4 }, 'alice-0', 11, 3);
      const unfinished = await api(port, 'POST', '/api/games', { token: aTok, body: { log: short } });
      expect(unfinished.status).toBe(422);
      expect(unfinished.json.error).toBe('This game of Spider is not finished: post it when it ends.');
      const stated = await api(port, 'POST', '/api/games', { token: aTok, body: { log: aLog, quit: true, score: 9999 } });
      expect(stated.status).toBe(422);
      expect(stated.json.error).toMatch(/^The board scores a game from its log: a stated score is not taken/);
      const changedAt = aLog.moves.findIndex((m, i) => i > 5 && m.type === 'move');
      const changed = { ...aLog, moves: aLog.moves.map((m, i) => (i === changedAt ? { ...m, from: ((m.from as number) + 1) % 10 } : m)) };
      const forged = await api(port, 'POST', '/api/games', { token: aTok, body: { log: changed, quit: true } });
      expect(forged.status).toBe(422);
      expect(forged.json.move).toBe(changedAt);
      expect(forged.json.error).toMatch(new RegExp(`^The log does not replay: Move ${changedAt + 1} `));
      const other = botGame('spider', (deal + 1) >>> 0, { rules: 'st', suits: 4 }, 'alice-x', 11, 20);
      const otherDeal = await api(port, 'POST', '/api/games', { token: aTok, body: { log: other, quit: true } });
      expect(otherDeal.status).toBe(422);
      expect(otherDeal.json.error).toMatch(/^This log is not of the daily deal you started/);

      const aPost = await api(port, 'POST', '/api/games', { token: aTok, body: { log: aLog, quit: true } });
      expect(aPost.status).toBe(200);
      const bPost = await api(port, 'POST', '/api/games', { cookie: `idelight_session=${bTok}`, body: { log: bLog, quit: true }, headers: { Origin: `http://127.0.0.1:${port}` } });
      expect(bPost.status).toBe(200);
      expect(aPost.json).toMatchObject({ score: aScore, aided: false, date: '2026-12-05' });
      // A game the bot could not go on with is lost; else the player quit it (Spider keeps the score).
      expect(['quit', 'lost']).toContain(aPost.json.status);
      expect(bPost.json).toMatchObject({ score: bScore, aided: false });
      // Equal scores: the earlier post (Alice's) ranks first, as the door keeps the holder on a tie.
      const [hi, lo] = aScore >= bScore ? ['Alice', 'Bob'] : ['Bob', 'Alice'];
      // The rank on the day's table as the game was posted: Alice's alone, then Bob's beside it.
      expect(aPost.json.rank).toBe(1);
      expect(bPost.json.rank).toBe(hi === 'Bob' ? 1 : 2);

      // Twice: the same log id, or a second game of the same start.
      const again = await api(port, 'POST', '/api/games', { token: aTok, body: { log: aLog, quit: true } });
      expect(again.status).toBe(409);
      expect(again.json.error).toBe('This game (its log id) was posted before: a game counts once.');
      const second = await api(port, 'POST', '/api/games', { token: aTok, body: { log: { ...aLog, id: 'alice-2' }, quit: true } });
      expect(second.status).toBe(409);
      expect(second.json.error).toMatch(/^You have posted your game of this daily deal \(2026-12-05\) already/);

      // An aided game is taken and ranked apart.
      const gLog = botGame('spider', gnome.json.deal as number, { rules: 'gnome', suits: 1 }, 'bob-g', 5, 30, 3);
      const gPost = await api(port, 'POST', '/api/games', { token: bTok, body: { log: gLog, quit: true } });
      expect(gPost.status).toBe(200);
      expect(gPost.json).toMatchObject({ aided: true, rank: 1, variant: 'rules=gnome,suits=1' });

      // Bad bodies: not JSON, too large, a cross-site page, the wrong method.
      const notJson = await api(port, 'POST', '/api/games', { token: aTok, raw: '{"log": ' });
      expect([notJson.status, notJson.json.error]).toEqual([400, 'The body is not JSON.']);
      const huge = await api(port, 'POST', '/api/games', { token: aTok, raw: JSON.stringify({ log: { pad: 'x'.repeat(600 * 1024) } }) });
      expect([huge.status, huge.json.error]).toEqual([413, 'The body is over 512 KB.']);
      const cross = await api(port, 'POST', '/api/games', { cookie: `idelight_session=${aTok}`, body: { log: aLog }, headers: { Origin: 'http://evil.example' } });
      expect([cross.status, cross.json.error]).toEqual([403, 'Requests from another site are refused.']);
      const get = await api(port, 'GET', '/api/games', { token: aTok });
      expect(get.status).toBe(405);
      expect(get.headers['allow']).toBe('POST');
      expect((await api(port, 'GET', '/api/nothing')).status).toBe(404);

      // The tables, in order, aided games apart.
      for (const period of ['day', 'month', 'all']) {
        const t = await api(port, 'GET', `/api/tables/spider?period=${period}&variant=${encodeURIComponent(ST4)}`);
        expect(t.status).toBe(200);
        expect((t.json.plain as { name: string; score: number; rank: number }[]).map((l) => [l.rank, l.name, l.score])).toEqual([
          [1, hi, Math.max(aScore, bScore)],
          [2, lo, Math.min(aScore, bScore)],
        ]);
        expect(t.json.aided).toEqual([]);
      }
      const g = await api(port, 'GET', '/api/tables/spider?period=day&variant=rules%3Dgnome%2Csuits%3D1');
      expect((g.json.aided as { name: string }[]).map((l) => l.name)).toEqual(['Bob']);
      expect(g.json.plain).toEqual([]);
      expect((await api(port, 'GET', '/api/tables/spider?period=year')).status).toBe(400);
      expect((await api(port, 'GET', '/api/tables/chess')).status).toBe(404);
      const door = await api(port, 'GET', '/api/tables/idiots-delight?period=all');
      expect([door.status, door.json.plain]).toEqual([200, []]);

      // A day's lines name their games (a month's add games up: none), and a game's log can be watched:
      // by a player who posted their own game of that deal, not before (it would show the day's deal).
      const dayT = await api(port, 'GET', `/api/tables/spider?period=day&variant=${encodeURIComponent(ST4)}`);
      expect((dayT.json.plain as { name: string; id?: string }[]).map((l) => [l.name, l.id]).sort()).toEqual([['Alice', 'alice-1'], ['Bob', 'bob-1']]);
      const monthT = await api(port, 'GET', `/api/tables/spider?period=month&variant=${encodeURIComponent(ST4)}`);
      expect((monthT.json.plain as { id?: string }[]).every((l) => l.id === undefined)).toBe(true);
      const watched = await api(port, 'GET', '/api/games/alice-1', { token: bTok });
      expect(watched.status).toBe(200);
      expect(watched.json).toMatchObject({ id: 'alice-1', name: 'Alice', game: 'spider', variant: ST4, date: '2026-12-05', score: aScore, aided: false });
      expect(watched.json.log).toEqual(aLog);
      expect((await api(port, 'GET', '/api/games/alice-1')).status).toBe(401);
      const carolS = await api(port, 'POST', '/api/session', { body: { name: 'Carol', password: 'clubs444' } });
      const early = await api(port, 'GET', '/api/games/alice-1', { token: carolS.json.token as string });
      expect(early.status).toBe(403);
      expect(early.json.error).toMatch(/^Post your own game of today's Spider \(rules=st,suits=4\) first/);
      const none = await api(port, 'GET', '/api/games/nobody-1', { token: bTok });
      expect([none.status, none.json.error]).toEqual([404, 'No game posted here has the id "nobody-1".']);

      // A telnet caller sees today's champions on D.
      const t = new TelnetCaller(b.telnet);
      await logOn(t, 'Carol', 'clubs444', false);
      await t.waitFor("[D] Today's daily deals");
      t.type('d');
      await t.waitFor('T O D A Y');
      const row = t.text().split('\n').find((l) => l.includes('Spider (4 suits, ST)'));
      expect(row).toMatch(new RegExp(`Spider \\(4 suits, ST\\)\\s+${hi}\\s+${Math.max(aScore, bScore).toLocaleString('en-US').replace(/,/g, '.?')}\\s+2`));
      expect(t.text().split('\n').find((l) => l.includes('Spider (1 suit, Gnome)'))).toMatch(/\(none yet\)\s+0 \+1A/);
      t.close();

      // Carol starts today's deal and posts it only after the board's day has ended: refused.
      const carol = await api(port, 'POST', '/api/session', { body: { name: 'Carol', password: 'clubs444' } });
      const cTok = carol.json.token as string;
      const cStart = await api(port, 'POST', '/api/daily/start', { token: cTok, body: { game: 'spider', variant: ST4 } });
      const cLog = botGame('spider', cStart.json.deal as number, { rules: 'st', suits: 4 }, 'carol-1', 3, 20);

      // Logging off ends the session.
      const off = await api(port, 'DELETE', '/api/session', { token: bTok });
      expect(off.status).toBe(200);
      expect(cookieOf(off)).toMatch(/^idelight_session=; Max-Age=0;/);
      expect((await api(port, 'GET', '/api/session', { token: bTok })).json.error).toBe('Your session has ended: log on again.');

      const log1 = b.stdout();
      await b.stop();
      b = await start(dir, { ...e, ...day('2026-12-06') });
      const late = await api(b.http, 'POST', '/api/games', { token: cTok, body: { log: cLog, quit: true } });
      expect(late.status).toBe(422);
      expect(late.json.error).toBe("The day of this daily deal (2026-12-05) has ended in the board's time zone (UTC): its games were taken until midnight.");
      // Another day's deal: Alice's log of the 5th is not today's.
      await api(b.http, 'POST', '/api/daily/start', { token: aTok, body: { game: 'spider', variant: ST4 } });
      const yesterday = await api(b.http, 'POST', '/api/games', { token: aTok, body: { log: { ...aLog, id: 'alice-3' }, quit: true } });
      expect(yesterday.status).toBe(422);
      expect(yesterday.json.error).toMatch(/^The day of this daily deal \(2026-12-05\) has ended/);
      const today = await api(b.http, 'GET', `/api/tables/spider?period=day&variant=${ST4}`);
      expect([today.json.at, today.json.plain]).toEqual(['2026-12-06', []]);
      const yest = await api(b.http, 'GET', `/api/tables/spider?period=day&at=2026-12-05&variant=${ST4}`);
      expect((yest.json.plain as unknown[]).length).toBe(2);

      // The board's log: sessions, starts and posts, accepted and refused with the reason; never a password or a token.
      const all = log1 + b.stdout();
      for (const ev of ['"api-logon"', '"daily-start"', '"game-posted"', '"game-refused"', '"api-logon-refused"']) expect(all).toContain(ev);
      expect(all).toContain('This game of Spider is not finished');
      for (const secret of ['hearts44', 'spades44', aTok, bTok, cTok]) expect(all).not.toContain(secret);
    });

    it('on a validated board a new name may log on but starts no daily deal until the sysop validates it', async () => {
      const dir = dirFor('daily-valid');
      const b = await start(dir, { ...env('daily_valid'), ...day('2026-12-05') }, ['--accounts', 'validated']);
      for (const [name, pw] of [['Sysop', 'hearts44'], ['Mallory', 'clubs444']] as const) {
        const t = new TelnetCaller(b.telnet);
        await logOn(t, name, pw, true);
        t.close();
      }
      const m = await api(b.http, 'POST', '/api/session', { body: { name: 'Mallory', password: 'clubs444' } });
      expect(m.status).toBe(200);
      const r = await api(b.http, 'POST', '/api/daily/start', { token: m.json.token as string, body: { game: 'gulf', variant: 'standard' } });
      expect([r.status, r.json.error]).toEqual([403, WAITS]);
      const s = await api(b.http, 'POST', '/api/session', { body: { name: 'Sysop', password: 'hearts44' } });
      const ok = await api(b.http, 'POST', '/api/daily/start', { token: s.json.token as string, body: { game: 'gulf', variant: 'standard' } });
      expect(ok.status).toBe(200);
    });

    it('a database from before migration 4 keeps its accounts; the limits answer 429 with Retry-After', async () => {
      const dir = dirFor('daily-old');
      const e = env('daily_old');
      const url = e['DATABASE_URL'];
      // A board of schema version 3, with an account on it.
      const db = url ? openPostgres(url) : openSqlite(join(dir, 'idelight.db'));
      await db.write(async (q) => {
        await q.run('CREATE TABLE schema_version (version INTEGER NOT NULL)');
        for (const stmts of MIGRATIONS.slice(0, 3)) for (const s of stmts) await q.run(s);
        await q.run('INSERT INTO schema_version (version) VALUES (3)');
        await q.run("UPDATE settings SET deal_secret = ? WHERE id = 1", ['ef'.repeat(32)]);
        await q.run('INSERT INTO players (name_key, name, password, sysop, created) VALUES (?, ?, ?, 1, 0)', ['dora', 'Dora', await hashPassword('diamonds4')]);
      });
      await db.close();
      const b = await start(dir, { ...e, ...day('2026-12-05'), IDELIGHT_API_RATES: '12,4' });
      const s = await api(b.http, 'POST', '/api/session', { body: { name: 'Dora', password: 'diamonds4' } });
      expect(s.status).toBe(200);
      const tok = s.json.token as string;
      const st = await api(b.http, 'POST', '/api/daily/start', { token: tok, body: { game: 'kings-korner', variant: 'freeSpaces=2' } });
      expect(st.status).toBe(200);
      // Per account (4 a minute): from addresses of their own, so only the account's bucket empties.
      const seen: number[] = [];
      for (let i = 0; i < 20 && seen.at(-1) !== 429; i++) seen.push((await api(b.http, 'GET', '/api/session', { token: tok, from: `127.0.0.${10 + i}` })).status);
      expect(seen.slice(0, 2)).toEqual([200, 200]);
      expect(seen.at(-1)).toBe(429);
      // Per address (12 a minute), whatever the route.
      let last: Answer | null = null;
      for (let i = 0; i < 40 && last?.status !== 429; i++) last = await api(b.http, 'GET', '/api/daily', { from: '127.0.0.30' });
      expect(last!.status).toBe(429);
      expect(last!.json.error).toBe('Too many requests from your address: wait a little.');
      expect(Number(last!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Another address is not held back.
      expect((await api(b.http, 'GET', '/api/daily', { from: '127.0.0.31' })).status).toBe(200);
    });
  });
}
