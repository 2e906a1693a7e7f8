import { it } from 'vitest';
import { playGame, cardsOf } from './helpers';
import { gulfEngine as E } from '../../../src/games/gulf/engine';
it('t', () => {
  let t = Date.now(); let n = 0;
  const all = [];
  for (let d = 0; d < 2000; d++) { const g = playGame(d * 7919, d); n += g.states.length; all.push(g); }
  console.log('play', Date.now() - t, 'states', n);
  t = Date.now();
  for (const g of all) for (const s of g.states) cardsOf(s);
  console.log('cards', Date.now() - t);
  t = Date.now();
  for (const g of all) for (let i = 1; i < g.states.length; i++) { const s = g.states[i]!; if (E.canUndo(s)) JSON.stringify(E.undo(s)) === JSON.stringify(g.states[i-1]); }
  console.log('undo', Date.now() - t);
});
