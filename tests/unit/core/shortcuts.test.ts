/**
 * Menu shortcuts the platform's way, read back from the framebuffer: the Amiga draws a command key
 * ('^N') as the right-Amiga glyph and the letter at the right of the item; GEM spells it out (^N).
 */
import { describe, it, expect } from 'vitest';
import { savePng } from '../png';
import { Machine } from '../../../src/core/machine';
import type { App } from '../../../src/core/app';
import type { Framebuffer } from '../../../src/core/framebuffer';
import { C } from '../../../src/core/colours';
import { layoutDrop } from '../../../src/core/menus';
import { AMIGA_KEY_GAP, AMIGA_KEY_ROWS, AMIGA_KEY_W } from '../../../platforms/amiga/font';
import { encodePng } from '../../../scripts/preview-ui';
import { PLATFORMS } from '../../../platforms';

class Menus implements App {
  readonly id = 'menus';
  readonly screen = 'graphics' as const;
  readonly title = 'Menus';
  readonly background = C.FELT;
  menus() {
    return [
      {
        title: 'Project',
        items: [
          { id: 'new', label: 'New game', key: '^N' },
          { id: 'hint', label: 'Hint', key: 'H' },
          { id: 'plain', label: 'Statistics...' },
          '-' as const,
          { id: 'quit', label: 'Quit', key: '^X' },
        ],
      },
    ];
  }
  draw(fb: Framebuffer) {
    fb.clear(C.FELT);
  }
  state() {
    return null;
  }
  locate() {
    return null;
  }
}

/** A machine with the Project menu dropped (ST: hovered; Amiga: right button held). */
function dropped(platform: 'st' | 'amiga') {
  const m = new Machine({ platforms: PLATFORMS, platform });
  m.run(new Menus());
  m.frame(0);
  const t = m.locate('menu:Project')!;
  m.pointerMove(t);
  if (platform === 'amiga') m.pointerDown(t, 'right');
  m.pointerVisible = false;
  m.frame(16);
  const d = layoutDrop(m.menu.layout!.titles[0]!, m.platform, m.fb.width);
  const item = (id: string) => d.items.find((r) => r.item !== '-' && r.item.id === id)!;
  return { m, item };
}

/** '#' for `ink`, '.' for anything else, over a w x 8 area. */
function rows(fb: Framebuffer, x: number, y: number, w: number, ink: number): string[] {
  const out: string[] = [];
  for (let j = 0; j < 8; j++) {
    let s = '';
    for (let i = 0; i < w; i++) s += fb.pget(x + i, y + j) === ink ? '#' : '.';
    out.push(s);
  }
  return out;
}

function textRows(m: Machine, str: string): string[] {
  const out: string[] = [];
  for (let j = 0; j < 8; j++) {
    let s = '';
    for (const ch of str) {
      const g = m.platform.font.glyph(ch);
      for (let i = 0; i < 8; i++) s += ((g[j] ?? 0) >> (7 - i)) & 1 ? '#' : '.';
    }
    out.push(s);
  }
  return out;
}

describe('menu shortcuts, the platform way', () => {
  it('Amiga: a command key is the right-Amiga glyph then its letter, at the right of the item', () => {
    const { m, item } = dropped('amiga');
    for (const [id, letter] of [['new', 'N'], ['quit', 'X']] as const) {
      const r = item(id);
      const right = r.x + r.w - 4;
      const x = right - 8 - AMIGA_KEY_GAP - AMIGA_KEY_W;
      expect(rows(m.fb, x, r.y + 1, AMIGA_KEY_W, C.BLACK), `${id}: the glyph`).toEqual(AMIGA_KEY_ROWS);
      expect(rows(m.fb, x + AMIGA_KEY_W, r.y + 1, AMIGA_KEY_GAP, C.BLACK), `${id}: the gap`).toEqual(Array(8).fill('.'.repeat(AMIGA_KEY_GAP)));
      expect(rows(m.fb, x + AMIGA_KEY_W + AMIGA_KEY_GAP, r.y + 1, 8, C.BLACK), `${id}: the letter`).toEqual(textRows(m, letter));
      // no caret anywhere in the item
      const label = rows(m.fb, r.x, r.y + 1, r.w, C.BLACK);
      const caret = textRows(m, '^');
      for (let cx = r.x; cx + 8 <= r.x + r.w; cx++) expect(rows(m.fb, cx, r.y + 1, 8, C.BLACK)).not.toEqual(caret);
      expect(label.join('')).toContain('#');
    }
    // a plain key is written as it is
    const h = item('hint');
    expect(rows(m.fb, h.x + h.w - 4 - 8, h.y + 1, 8, C.BLACK)).toEqual(textRows(m, 'H'));
    // the glyph, the letter and the label fit the box with room between them
    const r = item('new');
    expect(r.x + 2 + 9 * 8 + 8).toBeLessThanOrEqual(r.x + r.w - 4 - AMIGA_KEY_W - AMIGA_KEY_GAP - 8);
    const sx = 1;
    const fb = m.fb;
    const px = m.composite();
    savePng('/tmp/shortcuts-amiga.png', () => encodePng(fb.width * sx, fb.height * 2, (x, y) => fb.palette[px[(y >> 1) * fb.width + x]!]!));
  });

  it('ST: GEM spells the shortcut out, ^N at the right of the item', () => {
    const { m, item } = dropped('st');
    const r = item('new');
    expect(rows(m.fb, r.x + r.w - 4 - 16, r.y + 1, 16, C.BLACK)).toEqual(textRows(m, '^N'));
  });
});
