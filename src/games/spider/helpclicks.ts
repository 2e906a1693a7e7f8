/**
 * How the player makes HELP's move with the clicks SPIDER.DOC describes (clickColumn, clickCard):
 * a click sends a group to the first good position on the right, so a move to a later column may
 * take more than one click (the group stops on the way). HELP's message names those clicks.
 */
import { cardWords } from '../../shell/card-words';
import { clickCard, clickColumn } from './clicks';
import { applyMove } from './rules';
import { positionKey } from './engine';
import type { SpiderMove, SpiderState } from './types';

/** A left click: under column `col` (`card` undefined), or on its card number `card` (0 = the first dealt). */
export interface Click {
  col: number;
  card?: number;
}

type Move = SpiderMove & { type: 'move' };
/** More clicks than this are not worth telling: HELP then shows the arrow alone. */
const MAX_CLICKS = 10;

const same = (a: SpiderMove | null, b: Move): boolean =>
  a !== null && a.type === 'move' && a.from === b.from && a.to === b.to && a.count === b.count;

/** The clicks that move the `count` cards on top of column `col`, each with the move it makes. */
function clicksMoving(s: SpiderState, col: number, count: number): { click: Click; move: SpiderMove }[] {
  const c = s.columns[col]!;
  const card = c.down.length + c.up.length - count;
  const out: { click: Click; move: SpiderMove }[] = [];
  const under = clickColumn(s, col);
  if (under?.type === 'move' && under.count === count) out.push({ click: { col }, move: under });
  const on = clickCard(s, col, card);
  if (on?.type === 'move' && on.count === count && !(under && same(under, on))) out.push({ click: { col, card }, move: on });
  return out;
}

/**
 * The fewest clicks that leave the board as `mv` does (the moved cards going on from column to
 * column), or null when clicks cannot make it within MAX_CLICKS.
 */
export function clickPath(s: SpiderState, mv: Move): Click[] | null {
  const goal = positionKey(applyMove(s, mv));
  const seen = new Set([positionKey(s)]);
  let front: { s: SpiderState; col: number; path: Click[] }[] = [{ s, col: mv.from, path: [] }];
  for (let depth = 0; depth < MAX_CLICKS && front.length > 0; depth++) {
    const next: typeof front = [];
    for (const f of front) {
      for (const { click, move } of clicksMoving(f.s, f.col, mv.count)) {
        if (move.type !== 'move') continue;
        const t = applyMove(f.s, move);
        const key = positionKey(t);
        const path = [...f.path, click];
        if (key === goal) return path;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ s: t, col: move.to, path });
      }
    }
    front = next;
  }
  return null;
}

/** "under column 7" / "on the 3 of Clubs in column 7", in the position where the click is made. */
function clickWords(s: SpiderState, c: Click): string {
  if (c.card === undefined) return `under column ${c.col + 1}`;
  const col = s.columns[c.col]!;
  const card = col.up[c.card - col.down.length];
  return card === undefined ? `on column ${c.col + 1}` : `on the ${cardWords(card)} in column ${c.col + 1}`;
}

/** "Click under column 7, then under column 8." for a path of clicks starting from `s`. */
export function describeClicks(s: SpiderState, path: readonly Click[], count: number): string {
  const words: string[] = [];
  let t = s;
  for (const c of path) {
    words.push(clickWords(t, c));
    const mv = clicksMoving(t, c.col, count).find((x) => (x.click.card === undefined) === (c.card === undefined));
    if (mv) t = applyMove(t, mv.move);
  }
  return `Click ${words.join(', then ')}.`;
}
