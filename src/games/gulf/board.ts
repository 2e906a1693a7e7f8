/**
 * Gulf's board: the two holders at the left (as in the original), the seven cascaded stacks, HELP's
 * frame, the solver's line and the status lines, and the gamble cards above the gamble requester.
 */
import type { Framebuffer } from '../../core/framebuffer';
import type { Platform } from '../../core/platform';
import type { Rect } from '../../core/menus';
import { Requester, type RequesterSpec } from '../../core/requester';
import { C } from '../../core/colours';
import { CARD, drawCardBack, drawCardFace, drawEmptySlot } from '../../art/cards';
import { rankOf, type Card } from '../../core/cards';
import { bonusPerCard, faceUp, gambleView, type GulfMove, type GulfState } from './engine';

/** How the earlier card compares with the later one, as read left to right: "4 < K". */
export const relation = (from: Card, to: Card): string => (rankOf(from) < rankOf(to) ? '<' : rankOf(from) > rankOf(to) ? '>' : '=');
import { cardRect, type GulfLayout } from './layout';

export interface BoardView {
  s: GulfState;
  back: number;
  /** HELP's move for this position, framed; null for none. */
  hint: GulfMove | null;
  /** The solver's line and its colour. */
  line: string;
  lineInk: number;
  /** The gamble requester on screen (its cards go above it), or null. */
  gamble: RequesterSpec | null;
}

export function drawBoard(fb: Framebuffer, p: Platform, l: GulfLayout, v: BoardView): void {
  const size = p.cardSize;
  const s = v.s;
  if (s.stock.length > 0) drawCardBack(fb, l.stock.x, l.stock.y, size, v.back);
  else drawEmptySlot(fb, l.stock.x, l.stock.y, size);
  const n = String(s.stock.length);
  fb.text(p.font, n, l.stock.x + ((l.cw - n.length * 8) >> 1), l.stock.y + l.ch + 3, C.WHITE);
  drawCardFace(fb, l.faceUp.x, l.faceUp.y, faceUp(s), size);
  for (let i = 0; i < s.stacks.length; i++) {
    const col = s.stacks[i]!;
    if (col.length === 0) drawEmptySlot(fb, l.stackX[i]!, l.top, size);
    col.forEach((c, j) => drawCardFace(fb, l.stackX[i]!, l.top + j * l.cascade, c, size));
  }
  if (v.hint && s.phase === 'play') drawHint(fb, p, l, s, v.hint);
  drawStatus(fb, p, l, v);
  // Gamble cards only while there is a gamble to show: none after a round with no bonus, or one banked before any guess.
  const g = gambleView(s);
  if (v.gamble && g && (g.open || g.last)) drawGamble(fb, p, s, v.gamble);
}

/**
 * The two status lines. The bonus shows while it is at stake; once banked (or lost) it is part of
 * the score, not beside it.
 */
export function statusLines(s: GulfState): [string, string] {
  const line1 = `Score ${s.score}  Run ${s.run}  Round ${s.round}  Jokers ${s.jokers}`;
  const line2 =
    s.phase === 'over'
      ? `Game over  Deal ${s.deal}  ^N new game`
      : s.phase === 'gamble'
        ? s.gamble?.outcome === 'open' ? `Bonus ${s.bonus} at stake  Deal ${s.deal}` : `Round ${s.round} cleared  Deal ${s.deal}`
        : `Next +${s.run + 1}  Bonus/card ${bonusPerCard(s.jokers)}  Deal ${s.deal}`;
  return [line1, line2];
}

function drawStatus(fb: Framebuffer, p: Platform, l: GulfLayout, v: BoardView) {
  const w = fb.width;
  const [line1, line2] = statusLines(v.s);
  fb.fillRect(0, l.solverLine - 3, w, fb.height - l.solverLine + 3, C.DARKFELT);
  fb.hline(0, l.solverLine - 4, w, C.BLACK);
  fb.text(p.font, v.line, (w - v.line.length * 8) >> 1, l.solverLine, v.lineInk);
  fb.text(p.font, line1, (w - line1.length * 8) >> 1, l.status[0], C.WHITE);
  fb.text(p.font, line2, (w - line2.length * 8) >> 1, l.status[1], C.YELLOW);
}

/** HELP's answer: a double yellow frame round the card to play, or round the stock to draw. */
function drawHint(fb: Framebuffer, p: Platform, l: GulfLayout, s: GulfState, mv: GulfMove) {
  let r: Rect | null = null;
  if (mv.type === 'draw') r = l.stock;
  else if (mv.type === 'play') {
    const n = s.stacks[mv.stack]!.length;
    if (n > 0) r = { ...cardRect(l, mv.stack, n - 1, n), h: l.ch };
  }
  if (!r) return;
  const xs = p.xScale;
  for (let i = 1; i <= 2; i++) fb.rect(r.x - i * xs, r.y - i, r.w + 2 * i * xs, r.h + 2 * i, C.YELLOW);
}

/**
 * The gamble card above the gamble requester; after a guess, the card it followed at its left and
 * the true comparison between them (<, > or =), so "K < 4" never reads as a won "Higher".
 */
function drawGamble(fb: Framebuffer, p: Platform, s: GulfState, spec: RequesterSpec) {
  const v = gambleView(s)!;
  const req = new Requester(spec, () => undefined).layout(p, fb.width, fb.height);
  const { w, h } = CARD[p.cardSize];
  const y = Math.max(p.barHeight + 2, req.box.y - h - 4);
  const gap = 8 * p.xScale;
  const cx = fb.width >> 1;
  if (v.last) {
    drawCardFace(fb, cx - w - gap, y, v.last.from, p.cardSize);
    drawCardFace(fb, cx + gap, y, v.last.card, p.cardSize);
    fb.text(p.font, relation(v.last.from, v.last.card), cx - 4, y + (h >> 1) - 4, C.YELLOW);
  } else drawCardFace(fb, cx - (w >> 1), y, v.card, p.cardSize);
}
