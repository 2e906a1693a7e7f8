/**
 * A player for the daily tests, in Node with the real engines: it plays a deal by picking legal
 * moves (a seeded choice, so two players of one deal play differently) and keeps the game's log as
 * the browser does (src/core/log.ts appendEntry). Deterministic: no clock, no Math.random.
 */
import { appendEntry, digest, newLog, type AnyLogRules, type GameLog } from '../../src/core/log';
import type { GameState } from '../../src/core/engine';
import { DAILY_RULES } from '../../server/daily';

/** A small LCG for the bot's choices. */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/**
 * Play `game` on `deal` with `options` for at most `moves` moves (or to its end), preferring the
 * moves that take cards off or turn them up; `aidAt`: write an Aid entry after that many moves.
 */
export function botGame(game: string, deal: number, options: Record<string, unknown>, id: string, seed: number, moves: number, aidAt = -1): GameLog {
  const rules = DAILY_RULES[game] as AnyLogRules;
  const pick = chooser(seed);
  let log = newLog(rules, deal, options, id);
  let s: GameState = rules.engine.newGame(deal, rules.options(options));
  for (let i = 0; i < moves && rules.engine.status(s) === 'playing'; i++) {
    if (i === aidAt) log = { ...log, moves: [...log.moves, { type: 'aid', aid: 'hint', key: digest(rules, s) }] };
    const legal = rules.engine.legalMoves(s);
    if (legal.length === 0) break;
    const off = legal.filter((m) => m.type === 'remove' || m.type === 'foundation');
    const m = off.length > 0 ? off[0]! : legal[pick(legal.length)]!;
    s = rules.engine.apply(s, m);
    log = appendEntry(rules, log, m, s, (i + 1) * 1000);
  }
  return log;
}
