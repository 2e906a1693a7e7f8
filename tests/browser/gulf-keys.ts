/** Gulf games played by keys for the browser tests (the engine decides; the page is sent the keys). */
import { gulfEngine, playableStacks, type GulfState } from '../../src/games/gulf/engine';

/** Keys that lose a game of Gulf at once: turn the whole stock, then take whatever is left to take. */
export function losingKeys(deal: number): { keys: string[]; end: GulfState } {
  let s = gulfEngine.newGame(deal, {});
  const keys: string[] = [];
  while (s.phase === 'play') {
    const stack = playableStacks(s)[0];
    const key = s.stock.length > 0 ? ' ' : stack !== undefined ? String(stack + 1) : null;
    if (key === null) break;
    keys.push(key);
    s = gulfEngine.apply(s, key === ' ' ? { type: 'draw' } : { type: 'play', stack: stack! });
  }
  return { keys, end: s };
}
