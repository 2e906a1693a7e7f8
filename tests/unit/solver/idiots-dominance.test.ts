import { describe, expect, test } from 'vitest';
import { FailedLayouts, type Layout } from '../../../src/games/idiots-delight/solver-dominance';

const PEND = 0x40;

/** A position from rows of [card, k] pairs (k < 0: plain). */
function pos(rows: [number, number][][], dealt: number): Layout {
  const cards = new Uint8Array(4 * 52);
  const k = new Uint8Array(4 * 52);
  const len = new Int32Array(4);
  rows.forEach((row, r) => {
    row.forEach(([c, kk], q) => {
      cards[r * 52 + q] = kk < 0 ? c : c | PEND;
      k[r * 52 + q] = Math.max(0, kk);
    });
    len[r] = row.length;
  });
  return { cards, k, len, dealt, freeUsed: false };
}

/** Records `f` as failed, as the search does: `has` reads it (and finds it new), `add` keeps it. */
function fail(t: FailedLayouts, f: Layout): void {
  expect(t.has(f, 0)).toBe(false);
  t.add(0);
}

describe("Idiot's Delight merged search: failed positions and dominance", () => {
  test('a failed position answers for itself and for those it dominates, not for others', () => {
    const t = new FailedLayouts(48);
    // Card 5 pending (relying on nothing), card 9 pending relying on the one above it.
    fail(t, pos([[[3, -1], [9, 1], [5, 0]], [[20, -1]], [[30, -1]], [[40, -1]]], 2));
    expect(t.has(pos([[[3, -1], [9, 1], [5, 0]], [[20, -1]], [[30, -1]], [[40, -1]]], 2), 1)).toBe(true);
    // Fewer pending cards, or pending relying on more: dominated.
    expect(t.has(pos([[[3, -1], [9, -1], [5, 0]], [[20, -1]], [[30, -1]], [[40, -1]]], 2), 1)).toBe(true);
    expect(t.has(pos([[[3, -1], [9, 2], [5, 1]], [[20, -1]], [[30, -1]], [[40, -1]]], 2), 1)).toBe(true);
    // A card pending here that was plain there, or relying on fewer: not dominated.
    expect(t.has(pos([[[3, 2], [9, 1], [5, 0]], [[20, -1]], [[30, -1]], [[40, -1]]], 2), 1)).toBe(false);
    expect(t.has(pos([[[3, -1], [9, 0], [5, 0]], [[20, -1]], [[30, -1]], [[40, -1]]], 2), 1)).toBe(false);
    // Other cards, other places, another deal: not the same layout.
    expect(t.has(pos([[[3, -1], [9, 1], [6, 0]], [[20, -1]], [[30, -1]], [[40, -1]]], 2), 1)).toBe(false);
    expect(t.has(pos([[[20, -1]], [[3, -1], [9, 1], [5, 0]], [[30, -1]], [[40, -1]]], 2), 1)).toBe(false);
    expect(t.has(pos([[[3, -1], [9, 1], [5, 0]], [[20, -1]], [[30, -1]], [[40, -1]]], 3), 1)).toBe(false);
  });

  test('once the pile is out, rows are a multiset', () => {
    const t = new FailedLayouts(8);
    fail(t, pos([[[3, -1], [5, 0]], [[20, -1]], [], [[40, -1]]], 2));
    expect(t.has(pos([[[40, -1]], [], [[20, -1]], [[3, -1], [5, 0]]], 2), 1)).toBe(true);
    expect(t.has(pos([[[40, -1]], [], [[20, -1]], [[3, -1], [5, 0]]], 1), 1)).toBe(false);
  });

  test('add records what has read at its depth, though deeper positions were read since', () => {
    const t = new FailedLayouts(48);
    const outer = pos([[[3, -1], [5, 0]], [[20, -1]], [[30, -1]], [[40, -1]]], 2);
    const inner = pos([[[3, -1]], [[20, -1]], [[30, -1]], [[40, -1]]], 2);
    expect(t.has(outer, 0)).toBe(false);
    expect(t.has(inner, 1)).toBe(false); // the search's child, one deeper
    t.add(1);
    t.add(0);
    expect(t.has(outer, 2)).toBe(true);
    expect(t.has(inner, 2)).toBe(true);
  });
});
