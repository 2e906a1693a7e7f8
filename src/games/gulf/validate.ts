/**
 * Gulf's save (GULF.SAV): the game's log (src/core/log.ts), whose replay is the position, and the
 * card back; the migrations of the older saves, which kept the round's position.
 */
import type { GameLog } from '../../core/log';
import { writeLog } from '../../core/log';
import { faithful, migratedId, validLog } from '../../shell/game-log';
import { DRAW } from './rules';
import { isBack } from './prefs';
import { gulfLog } from './log';
import type { GulfMove } from './rules';

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Gulf's own data in its save (GULF.SAV, in the shell's envelope, which keeps the Aids mark): the state and this game's card back. */
export interface GulfSave {
  /** The game (every round, gamble and take) as its log. */
  log: GameLog;
  /** The card back of this game (right-clicking the stock cycles it). */
  back: number;
}

export function validSave(x: unknown): GulfSave | null {
  if (!isObj(x)) return null;
  if (!isBack(x.back)) return null;
  const log = validLog(gulfLog, x.log);
  return log && { log, back: x.back };
}

/**
 * Version 1 named the move log `moves`; version 2 names it `history` (the engine face's word);
 * version 3 adds the Aids mark (a game saved before Aids existed is unmarked); version 4 keeps a
 * game that is over until its score is recorded (same shape: a version 3 save is never over);
 * version 5 is the shell's envelope (records.ts).
 */
export function migrateSave(data: unknown, from: number): unknown {
  if (from === 3) return isObj(data) && isObj(data.state) && data.state.phase !== 'over' ? data : null;
  if ((from !== 1 && from !== 2) || !isObj(data) || !isObj(data.state)) return null;
  if (from === 2) return { ...data, aided: false };
  const { moves, ...rest } = data.state;
  return { ...data, state: { ...rest, history: moves }, aided: false };
}

/**
 * Version 5 to 6: the round's position becomes the game's log. The old save kept only the round in
 * progress (its plays and draws, the gamble's guesses and whether the bonus was taken) and the
 * score it was dealt with: a game past round 1 starts its log `from` that round and score.
 */
export function toLogSave(game: unknown): unknown {
  if (!isObj(game) || !isObj(game.state)) return null;
  const { state, back } = game;
  const { deal, round, roundStart, history, gamble } = state;
  if (typeof deal !== 'number' || typeof round !== 'number' || typeof roundStart !== 'number' || !Array.isArray(history)) return null;
  const moves: GulfMove[] = history.map((m): GulfMove => (m === DRAW ? { type: 'draw' } : { type: 'play', stack: m as number }));
  if (isObj(gamble)) {
    if (!Array.isArray(gamble.choices)) return null;
    for (const choice of gamble.choices) moves.push({ type: 'gamble', choice: choice as 'higher' | 'lower' });
    if (gamble.outcome === 'taken') moves.push({ type: 'take' });
  }
  const from = round === 1 && roundStart === 0 ? {} : { from: { round, score: roundStart } };
  const log = faithful(gulfLog, writeLog(gulfLog, { deal, options: {}, id: migratedId(deal, state), ...from }, moves), state);
  return log && { log, back };
}
