/** The high-score table, drawn in the machine's own dialog box (GEM's or Workbench's). */
import type { Framebuffer } from '../../core/framebuffer';
import type { Platform } from '../../core/platform';
import type { Point } from '../../core/app';
import { NAME_MAX } from './prefs';
import type { ScoreEntry } from './scores';

const rows = 10;

/** The box centred between `top` (below the menu bar) and `bottom` (above the status lines). */
function box(width: number, top: number, bottom: number) {
  const bw = 30 * 8 + 16;
  const bh = (rows + 4) * 10 + 14;
  return { x: (width - bw) >> 1, y: top + Math.max(2, (bottom - top - bh) >> 1), bw, bh };
}

/** The table's row under `pt` (0 is the best), or -1: a click there watches that entry's game. */
export function scoreRowAt(width: number, top: number, bottom: number, pt: Point): number {
  const { x, y, bw } = box(width, top, bottom);
  const i = Math.floor((pt.y - (y + 31)) / 10);
  return pt.x >= x + 6 && pt.x < x + bw - 6 && i >= 0 && i < rows ? i : -1;
}

/** The table in its box; `highlight` is a row or -1; `watchable`: a click on an entry watches its game. */
export function drawScores(fb: Framebuffer, p: Platform, t: readonly ScoreEntry[], highlight: number, top: number, bottom: number, watchable = false): void {
  const { x, y, bw, bh } = box(fb.width, top, bottom);
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
  const foot = watchable ? 'Click a score to watch it' : 'Click to continue';
  fb.text(p.font, foot, x + ((bw - foot.length * 8) >> 1), y + bh - 13, ink.dim);
}
