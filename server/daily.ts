/**
 * Every game's daily deal (issue 51): which games and variants have one, the deal of each on a
 * date (from the board's secret, as the door's hands), and how the board reads a finished log:
 * replayed by the game's own rules (src/core/log.ts verify), the score the replay's.
 */
import { createHmac } from 'node:crypto';
import { verify, type AnyLogRules, type GameLog } from '../src/core/log';
import { spiderLog } from '../src/games/spider/log';
import { kkLog } from '../src/games/kings-korner/log';
import { gulfLog } from '../src/games/gulf/log';
import { isDealSecret } from '../src/games/idiots-delight/door';

/** The games a player starts in the browser and posts the log of. Idiot's Delight's daily hands are the door's. */
export const DAILY_GAMES = ['spider', 'kings-korner', 'gulf'] as const;
export type DailyGame = (typeof DAILY_GAMES)[number];
/** Every game with a table on the board, the door's included. */
export const TABLE_GAMES = [...DAILY_GAMES, 'idiots-delight'] as const;

export const GAME_NAMES: Record<(typeof TABLE_GAMES)[number], string> = {
  spider: 'Spider',
  'kings-korner': "King's Korner",
  gulf: 'Gulf',
  'idiots-delight': "Idiot's Delight",
};

/** The rules `verify` replays each daily game's log with. */
export const DAILY_RULES: Readonly<Record<string, AnyLogRules>> = {
  spider: spiderLog,
  'kings-korner': kkLog,
  gulf: gulfLog,
};

/** The options of every variant each game offers, as its log's options say them. */
export const VARIANT_OPTIONS: Record<DailyGame, Record<string, unknown>[]> = {
  spider: (['st', 'gnome'] as const).flatMap((rules) => ([1, 2, 4] as const).map((suits) => ({ rules, suits }))),
  'kings-korner': [0, 1, 2, 3, 4].map((freeSpaces) => ({ freeSpaces })),
  gulf: [{}],
};

/**
 * A variant's key: the options' names and values in the names' order, `name=value` joined by `,`
 * (`rules=st,suits=4`, `freeSpaces=2`); `standard` for a game without options (Gulf). Stable: the
 * same options give the same key whatever order they came in.
 */
export function variantKey(options: Record<string, unknown>): string {
  const keys = Object.keys(options).sort();
  return keys.length === 0 ? 'standard' : keys.map((k) => `${k}=${String(options[k])}`).join(',');
}

export const isDailyGame = (g: unknown): g is DailyGame => typeof g === 'string' && (DAILY_GAMES as readonly string[]).includes(g);

/** A game's variant by its key, or null when the game offers none of that key. */
export function variantOf(game: DailyGame, key: string): Record<string, unknown> | null {
  return VARIANT_OPTIONS[game].find((o) => variantKey(o) === key) ?? null;
}

/**
 * The deal of `game`'s variant `variant` on `date` under the board's secret: the first four bytes
 * (big-endian) of HMAC-SHA256(secret, "game|variant|date"), a deal number of 0 to 2^32 - 1 as every
 * engine takes (rng.ts isDealNumber). The key is the secret's 32 bytes, as the door's hands use it.
 */
export function dailyDeal(secret: string, game: string, variant: string, date: string): number {
  if (!isDealSecret(secret)) throw new RangeError('bad deal secret');
  const mac = createHmac('sha256', Buffer.from(secret, 'hex')).update(`${game}|${variant}|${date}`, 'utf8').digest();
  return mac.readUInt32BE(0);
}

/** An entry the browser writes when an Aid was used (the aided mark): it changes no position. */
export const isAidEntry = (e: unknown): boolean => typeof e === 'object' && e !== null && (e as { type?: unknown }).type === 'aid';

export type Scored =
  | { ok: true; game: DailyGame; variant: string; deal: number; score: number; status: 'won' | 'lost' | 'quit'; aided: boolean }
  | { ok: false; reason: string; move?: number };

/**
 * A posted log, replayed. Its Aid entries are noted (the game is ranked with the aided) and left out
 * of the replay, which the game's rules make; a game still going is refused unless the player quit
 * it where quitting keeps the score (Spider's QUIT enters the Hit Parade as it stands).
 */
export function scoreLog(log: unknown, quit: boolean): Scored {
  if (typeof log !== 'object' || log === null || Array.isArray(log)) return { ok: false, reason: 'The body has no log: send { "log": { ... } }.' };
  const l = log as Partial<GameLog> & Record<string, unknown>;
  if (!isDailyGame(l.game)) {
    return { ok: false, reason: l.game === 'idiots-delight' ? "Idiot's Delight's daily hands are played in the board's door." : `No daily game here is called ${JSON.stringify(l.game)}.` };
  }
  if (!Array.isArray(l.moves)) return { ok: false, reason: 'The log has no list of moves.' };
  const aided = l.moves.some(isAidEntry);
  // Moves are numbered as the player's log has them, Aid entries included.
  const index = l.moves.flatMap((e, i) => (isAidEntry(e) ? [] : [i]));
  const v = verify({ ...l, moves: l.moves.filter((e) => !isAidEntry(e)) }, DAILY_RULES);
  if (!v.ok) {
    const move = v.move < 0 ? undefined : index[v.move];
    const reason = move === undefined || move === v.move ? v.reason : v.reason.replace(/^Move \d+/, `Move ${move + 1}`);
    return { ok: false, reason: `The log does not replay: ${reason}`, ...(move === undefined ? {} : { move }) };
  }
  if (v.status === 'playing' && !(quit && l.game === 'spider')) {
    return { ok: false, reason: `This game of ${GAME_NAMES[l.game]} is not finished: post it when it ends.` };
  }
  const options = DAILY_RULES[l.game]!.options(l.options as Record<string, unknown>) as Record<string, unknown>;
  return { ok: true, game: l.game, variant: variantKey(options), deal: l.deal as number, score: v.score, status: v.status === 'playing' ? 'quit' : v.status, aided };
}
