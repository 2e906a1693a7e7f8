/** The games on the disk, by id: a leaf, so the solver dispatch and the registry (which lazily loads
 *  each game's app, and so its solver client) can both name them without importing each other. */
export type GameId = 'spider' | 'kings-korner' | 'gulf' | 'idiots-delight';
export const GAME_IDS: GameId[] = ['spider', 'kings-korner', 'gulf', 'idiots-delight'];

export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && (GAME_IDS as string[]).includes(x);
}
