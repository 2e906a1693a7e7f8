/**
 * The games' ids, apart from the registry: the solver worker needs only these, and importing the
 * registry would carry every game's records (and their validators) into the worker's bundle.
 */
import type { GameId } from './types';

export const GAME_IDS: GameId[] = ['spider', 'kings-korner', 'gulf', 'idiots-delight'];

export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && (GAME_IDS as string[]).includes(x);
}
