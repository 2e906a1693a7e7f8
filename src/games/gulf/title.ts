/** Gulf's title screen: the name in big letters, a fan of the cards that matter, the credits. */
import type { Framebuffer } from '../../core/framebuffer';
import type { Platform } from '../../core/platform';
import { C } from '../../core/colours';
import { CARD, drawCardFace } from '../../art/cards';
import { JOKER, type Card } from '../../core/cards';
import { VERSION } from '../../version';

export function drawTitle(fb: Framebuffer, p: Platform): void {
  const w = fb.width;
  const h = fb.height;
  const xs = p.xScale;
  const size = p.cardSize;
  const { w: cw, h: ch } = CARD[size];
  // GULF in big letters: each font pixel a block.
  const word = 'GULF';
  const bx = 6 * xs;
  const by = 6;
  const tw = word.length * 8 * bx;
  const ty = p.barHeight + (h >= 240 ? 30 : 16);
  let x = (w - tw) >> 1;
  for (const chr of word) {
    const g = p.font.glyph(chr);
    for (let j = 0; j < 8; j++)
      for (let i = 0; i < 8; i++)
        if (((g[j] ?? 0) >> (7 - i)) & 1) {
          fb.fillRect(x + i * bx + xs, ty + j * by + 1, bx, by, C.DARKFELT);
          fb.fillRect(x + i * bx, ty + j * by, bx, by, C.YELLOW);
        }
    x += 8 * bx;
  }
  const fan: Card[] = ['AS', '2H', JOKER, 'QD', 'KC'];
  const fy = ty + 8 * by + 10;
  const pitch = cw + 6 * xs;
  const fx = (w - (fan.length - 1) * pitch - cw) >> 1;
  fan.forEach((c, i) => drawCardFace(fb, fx + i * pitch, fy + (i === 2 ? -4 : 0), c, size));
  const lines = ['A solitaire by Kurt Lundqvist, 1996', `${p.title} version ${VERSION}`, 'Click or press Return to play'];
  let ly = fy + ch + 10;
  lines.forEach((t, i) => {
    fb.text(p.font, t, (w - t.length * 8) >> 1, ly, i === 2 ? C.YELLOW : C.WHITE);
    ly += i === 1 ? 16 : 11;
  });
}
