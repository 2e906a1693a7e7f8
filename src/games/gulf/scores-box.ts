/** The high-score table, drawn in the machine's own dialog box (GEM's or Workbench's). */
import type { Framebuffer } from '../../core/framebuffer';
import type { Platform } from '../../core/platform';
import { NAME_MAX } from './prefs';
import type { ScoreEntry } from './scores';

/** The box centred between `top` (below the menu bar) and `bottom` (above the status lines); `highlight` is a row or -1. */
export function drawScores(fb: Framebuffer, p: Platform, t: readonly ScoreEntry[], highlight: number, top: number, bottom: number): void {
  const rows = 10;
  const bw = 30 * 8 + 16;
  const bh = (rows + 4) * 10 + 14;
  const x = (fb.width - bw) >> 1;
  const y = top + Math.max(2, (bottom - top - bh) >> 1);
  const ink = p.drawDialog(fb, { x, y, w: bw, h: bh });
  const title = 'Gulf high scores';
  fb.text(p.font, title, x + ((bw - title.length * 8) >> 1), y + 6, ink.ink);
  const head = `    ${'Name'.padEnd(NAME_MAX)} ${'Score'.padStart(6)} Rnd`;
  fb.text(p.font, head, x + 8, y + 20, ink.dim);
  fb.hline(x + 6, y + 29, bw - 12, ink.rule);
  for (let i = 0; i < rows; i++) {
    const e = t[i];
    const ln = e
      ? `${String(i + 1).padStart(2)}. ${e.name.padEnd(NAME_MAX)} ${String(e.score).padStart(6)} ${String(e.round).padStart(3)}`
      : `${String(i + 1).padStart(2)}.`;
    const ly = y + 32 + i * 10;
    const hi = highlight === i;
    if (hi) fb.fillRect(x + 6, ly - 1, bw - 12, 10, ink.mark);
    fb.text(p.font, ln, x + 8, ly, hi ? ink.markInk : ink.ink);
  }
  const foot = 'Click to continue';
  fb.text(p.font, foot, x + ((bw - foot.length * 8) >> 1), y + bh - 13, ink.dim);
}
