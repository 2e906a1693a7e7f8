/**
 * The daily games' routes of the HTTP API (api.ts): today's games and variants, starting one (the
 * deal is handed out then, and recorded), posting its finished log (scored by the board's replay),
 * and the tables.
 */
import { ApiError, type ApiContext, type Call, type Route } from './api-call';
import { DAILY_GAMES, GAME_NAMES, type DailyGame as DailyGameId, TABLE_GAMES, VARIANT_OPTIONS, dailyDeal, isDailyGame, scoreLog, variantKey, variantOf } from './daily';
import { monthOfDate, type Period } from './daily-store';
import { WAITS_FOR_VALIDATION } from './store';
import { todayFor } from './clock';

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function dailyRoutes(ctx: ApiContext): [string, Route][] {
  const today = async () => {
    const s = await ctx.store.settings();
    return { date: todayFor(s.timeZone), timeZone: s.timeZone, accounts: s.accounts };
  };
  const only = (c: Call, method: 'GET' | 'POST') => {
    if (c.method !== method && !(method === 'GET' && c.method === 'HEAD')) throw new ApiError(405, `Use ${method} here.`, {}, { Allow: method === 'GET' ? 'GET, HEAD' : 'POST' });
  };

  /** Today's games and variants: never a deal number (a deal is handed out when a player starts it). */
  const daily: Route = async (c) => {
    only(c, 'GET');
    const { date, timeZone } = await today();
    c.send(200, {
      date,
      timeZone,
      games: [
        ...DAILY_GAMES.map((g) => ({ game: g, name: GAME_NAMES[g], variants: VARIANT_OPTIONS[g].map((o) => ({ variant: variantKey(o), options: o })) })),
        { game: 'idiots-delight', name: GAME_NAMES['idiots-delight'], door: true, variants: [] },
      ],
    });
  };

  /** Start today's deal of a game's variant: { game, variant } (or { game, options }) → { deal, options, date }. */
  const start: Route = async (c) => {
    only(c, 'POST');
    const name = await c.who();
    const b = await c.body();
    if (b.game === 'idiots-delight') throw new ApiError(400, "Idiot's Delight's daily hands are the door's: call the board and play them there.");
    if (!isDailyGame(b.game)) throw new ApiError(400, `No daily game is called ${JSON.stringify(b.game)}: ${DAILY_GAMES.join(', ')}.`);
    const key = typeof b.variant === 'string' ? b.variant : isObj(b.options) ? variantKey(b.options) : null;
    const options = key === null ? null : variantOf(b.game, key);
    if (options === null) throw new ApiError(400, `${GAME_NAMES[b.game]} has no variant ${JSON.stringify(key ?? b.variant)}: ${VARIANT_OPTIONS[b.game].map(variantKey).join(' | ')}.`);
    const { date, accounts } = await today();
    const acc = await ctx.store.account(name);
    if (!acc) throw new ApiError(401, 'Your account is gone: log on again.');
    // As the door's tournament hands (issue 54): nobody makes a second name to see the day's deal first.
    if (accounts === 'validated' && !acc.validated) {
      ctx.log.warn('daily-start-refused', { name, game: b.game, variant: key, why: 'not validated' });
      throw new ApiError(403, WAITS_FOR_VALIDATION);
    }
    const deal = dailyDeal(await ctx.store.dealSecret(), b.game, key!, date);
    const s = await ctx.daily.start(name, b.game, key!, date, deal, ctx.clock.now());
    ctx.log.info('daily-start', { name, game: b.game, variant: key, date });
    c.send(200, { game: b.game, variant: key, options, deal: s.deal, date, posted: s.posted });
  };

  /** A finished game's log: { log, quit? } → { score, rank }, scored by the replay. */
  const games: Route = async (c) => {
    only(c, 'POST');
    const name = await c.who();
    const b = await c.body();
    const refuse = (status: number, why: string, extra: Record<string, unknown> = {}): never => {
      ctx.log.warn('game-refused', { name, why, ...extra });
      throw new ApiError(status, why, extra);
    };
    if ('score' in b || (isObj(b.log) && 'score' in b.log)) refuse(422, 'The board scores a game from its log: a stated score is not taken (send no "score").');
    const r = scoreLog(b.log, b.quit === true);
    if (!r.ok) return refuse(422, r.reason, r.move === undefined ? {} : { move: r.move });
    const { date, timeZone } = await today();
    const starts = await ctx.daily.starts(name, r.game, r.variant);
    const mine = starts.find((s) => s.deal === r.deal);
    if (!mine) {
      const todays = starts.find((s) => s.date === date);
      refuse(
        422,
        todays
          ? `This log is not of the daily deal you started (${GAME_NAMES[r.game]} ${r.variant}, ${date}): another day's or another variant's deal.`
          : `You have not started today's daily deal of ${GAME_NAMES[r.game]} ${r.variant}: start it first (POST /api/daily/start).`,
      );
    }
    if (mine!.date !== date) refuse(422, `The day of this daily deal (${mine!.date}) has ended in the board's time zone (${timeZone}): its games were taken until midnight.`);
    const logId = (b.log as { id: string }).id;
    const posted = await ctx.daily.post(
      { logId, game: r.game, variant: r.variant, date, deal: r.deal, score: r.score, status: r.status, aided: r.aided, posted: ctx.clock.now(), log: JSON.stringify(b.log) },
      name,
    );
    if (!posted.ok) refuse(409, posted.reason);
    const t = await ctx.daily.table(r.game, r.variant, 'day', date);
    const rank = (r.aided ? t.aided : t.plain).find((l) => l.name.toLowerCase() === name.toLowerCase())?.rank ?? null;
    ctx.log.info('game-posted', { name, game: r.game, variant: r.variant, date, score: r.score, status: r.status, aided: r.aided, rank });
    c.send(200, { score: r.score, rank, aided: r.aided, status: r.status, game: r.game, variant: r.variant, date });
  };

  /**
   * GET /api/games/<id>: a posted game's log, to watch it. Today's games are shown to a player who
   * has posted their own game of that deal (before that, another's log would show the day's deal
   * and a way through it); a past day's to any player with a session.
   */
  const game: Route = async (c) => {
    only(c, 'GET');
    const name = await c.who();
    const id = decodeURIComponent(c.a.path.slice('/api/games/'.length));
    const g = id === '' ? null : await ctx.daily.posted(id);
    if (!g) throw new ApiError(404, `No game posted here has the id ${JSON.stringify(id)}.`);
    const { date } = await today();
    if (g.date === date && g.name.toLowerCase() !== name.toLowerCase() && !(await ctx.daily.hasPosted(name, g.game, g.variant, g.date))) {
      throw new ApiError(403, `Post your own game of today's ${GAME_NAMES[g.game as DailyGameId]} (${g.variant}) first: then you can watch the others'.`);
    }
    c.send(200, { id: g.logId, name: g.name, game: g.game, variant: g.variant, date: g.date, score: g.score, status: g.status, aided: g.aided, log: JSON.parse(g.log) as unknown });
  };

  /** /api/tables/<game>?period=day|month|all&variant=KEY&at=DATE|MONTH: the ranked table, aided games apart. */
  const tables: Route = async (c) => {
    only(c, 'GET');
    const game = c.a.path.slice('/api/tables/'.length);
    if (!(TABLE_GAMES as readonly string[]).includes(game)) throw new ApiError(404, `No table for ${JSON.stringify(game)}: ${TABLE_GAMES.join(', ')}.`);
    const period = (c.a.query.get('period') ?? 'day') as Period;
    if (period !== 'day' && period !== 'month' && period !== 'all') throw new ApiError(400, 'period is day, month or all.');
    const { date } = await today();
    const atRaw = c.a.query.get('at');
    const at = period === 'all' ? 'all' : atRaw ?? (period === 'day' ? date : monthOfDate(date));
    if (period === 'day' && !/^\d{4}-\d{2}-\d{2}$/.test(at)) throw new ApiError(400, 'at is a date (YYYY-MM-DD) for period=day.');
    if (period === 'month' && !/^\d{4}-\d{2}$/.test(at)) throw new ApiError(400, 'at is a month (YYYY-MM) for period=month.');
    if (game === 'idiots-delight') return c.send(200, { game, name: GAME_NAMES[game], period, at, plain: await ctx.daily.doorTable(period, at), aided: [] });
    const g = game as (typeof DAILY_GAMES)[number];
    const variant = c.a.query.get('variant') ?? variantKey(VARIANT_OPTIONS[g][0]!);
    if (variantOf(g, variant) === null) throw new ApiError(400, `${GAME_NAMES[g]} has no variant ${JSON.stringify(variant)}: ${VARIANT_OPTIONS[g].map(variantKey).join(' | ')}.`);
    c.send(200, { game, name: GAME_NAMES[g], variant, period, at, ...(await ctx.daily.table(g, variant, period, at)) });
  };

  return [
    ['/api/daily', daily],
    ['/api/daily/start', start],
    ['/api/games', games],
    ['/api/games/', game],
    ['/api/tables/', tables],
  ];
}
