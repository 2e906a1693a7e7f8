/**
 * A simple player for tests: from the automation state it picks the next key, as a person
 * following the engine's hint would (marker keys, Space, Enter, F, D). Shared by the unit tests
 * and the browser spec so both use the same deals and the same play.
 */
import { hint, idEngine, pressKey, keyFor, canRemove, type IDState } from '../../../src/games/idiots-delight/engine';
import type { Card } from '../../../src/core/cards';

export interface ApiHand {
  deal: number;
  rows: Card[][];
  stock: Card[];
  marker: number;
  removed: number;
  freeCardUsed: boolean;
  over: boolean;
}

/** An engine state good enough for `hint` from the automation state. */
export function fromApi(a: ApiHand): IDState {
  return {
    game: 'idiots-delight',
    deal: a.deal,
    freeCard: true,
    rows: a.rows.map((r) => r.slice()),
    stock: a.stock.slice(),
    discards: Array.from({ length: a.removed }, () => 'XX'),
    freeCardUsed: a.freeCardUsed,
    done: false,
    marker: a.marker,
    history: [],
  };
}

/** The next key a hint-following player presses, or null when the hand is over. */
export function nextKey(a: ApiHand, opts: { noFree?: boolean } = {}): string | null {
  if (a.over) return null;
  const s = fromApi(a);
  const h = hint(s);
  if (!h) return null;
  const m = h.move;
  const row = m.type === 'remove' || m.type === 'free' ? m.row : m.type === 'move' ? m.from : -1;
  if (row >= 0 && row !== a.marker) return '2';
  switch (m.type) {
    case 'remove':
    case 'move':
      return ' ';
    case 'free':
      return opts.noFree ? 'D' : 'f';
    case 'deal':
      return 'Enter';
    case 'done':
      return 'd';
  }
}

/** Play a whole hand of `deal` in the engine with the keys `nextKey` gives; the keys and result. */
export function simulate(deal: number, opts: { noFree?: boolean } = {}): { keys: string[]; removed: number } {
  let s = idEngine.newGame(deal, {});
  const keys: string[] = [];
  for (let i = 0; i < 2000; i++) {
    const api: ApiHand = { deal, rows: s.rows, stock: s.stock, marker: s.marker, removed: s.discards.length, freeCardUsed: s.freeCardUsed, over: s.done || s.discards.length === 48 };
    const k = nextKey(api, opts);
    if (k === null) break;
    keys.push(k);
    const ik = keyFor(k)!;
    s = pressKey(s, ik).state;
  }
  return { keys, removed: s.discards.length };
}

/** Every key a hint-following player presses from this position to the end of the hand. */
export function keysFrom(a: ApiHand, opts: { noFree?: boolean } = {}): string[] {
  let s = fromApi(a);
  const keys: string[] = [];
  for (let i = 0; i < 2000; i++) {
    const k = nextKey({ deal: a.deal, rows: s.rows, stock: s.stock, marker: s.marker, removed: s.discards.length, freeCardUsed: s.freeCardUsed, over: s.done || s.discards.length === 48 }, opts);
    if (k === null) break;
    keys.push(k);
    s = pressKey(s, keyFor(k)!).state;
  }
  return keys;
}

/** A careless caller: deals the whole pile first, then plays what can be played (and, with
 *  `free`, spends the Free Card on the first non-Ace top card), then D. Few keys. */
export function carelessKeys(a: ApiHand, opts: { free?: boolean } = {}): string[] {
  let s = fromApi(a);
  const keys: string[] = [];
  const press = (k: string) => {
    keys.push(k);
    s = pressKey(s, keyFor(k)!).state;
  };
  const to = (row: number) => {
    while (s.marker !== row) press('2');
  };
  const clear = () => {
    for (let r = firstRemovable(s); r >= 0; r = firstRemovable(s)) {
      to(r);
      press(' ');
    }
  };
  while (s.stock.length > 0) press('Enter');
  clear();
  if (opts.free && !s.freeCardUsed && s.discards.length < 48) {
    const r = s.rows.findIndex((row) => row.length > 0 && row[row.length - 1]![0] !== 'A');
    if (r >= 0) {
      to(r);
      press('f');
      clear();
    }
  }
  if (s.discards.length < 48) press('d');
  return keys;
}

function firstRemovable(s: IDState): number {
  for (let r = 0; r < 4; r++) if (canRemove(s, r)) return r;
  return -1;
}

/** Cards a careless caller removes on `deal`. */
export function carelessRemoved(deal: number, free: boolean): number {
  const s = idEngine.newGame(deal, {});
  let st = s;
  for (const k of carelessKeys({ deal, rows: s.rows, stock: s.stock, marker: 0, removed: 0, freeCardUsed: false, over: false }, { free })) st = pressKey(st, keyFor(k)!).state;
  return st.discards.length;
}
