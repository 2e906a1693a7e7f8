/**
 * DisplayBeep flashes the whole screen: an Amiga screen keeps its background in colour register 0
 * (Machine.pens), and the flash complements that register. The ST rings its bell instead.
 */
import { describe, it, expect } from 'vitest';
import { Machine } from '../../../src/core/machine';
import type { App } from '../../../src/core/app';
import type { Framebuffer } from '../../../src/core/framebuffer';
import { C, type ColourIndex } from '../../../src/core/colours';
import { Desktop } from '../../../src/desktop/desktop';
import { PLATFORMS } from '../../../platforms';

/** A screen of `background` with a white card and black text on it, like a game's table. */
class Table implements App {
  readonly id = 'table';
  readonly title = 'Table';
  constructor(
    readonly background: ColourIndex | undefined,
    readonly screen: 'graphics' | 'text' = 'graphics',
  ) {}
  menus() {
    return [{ title: 'Game', items: [{ id: 'new', label: 'New', key: '^N' }] }];
  }
  draw(fb: Framebuffer) {
    fb.clear(this.background ?? 0);
    fb.fillRect(20, 20, 40, 60, C.WHITE);
    fb.fillRect(24, 24, 8, 8, C.BLACK);
    fb.fillRect(70, 20, 10, 10, C.FELT);
    fb.invert(100, 20, 10, 10); // XOR drawing over the background
  }
  state() {
    return null;
  }
  locate() {
    return null;
  }
}

function boot(platform: 'st' | 'amiga', app: App | ((m: Machine) => App)) {
  const m = new Machine({ platforms: PLATFORMS, platform });
  m.run(typeof app === 'function' ? app(m) : app);
  m.frame(1000);
  m.takeEvents();
  return m;
}

/** The colour of every pixel as the player sees it, from pens or from registers. */
const colours = (pixels: Uint8Array, palette: ArrayLike<number>) => Array.from(pixels, (i) => palette[i]!);
const at = (m: Machine, x: number, y: number) => m.registers().pixels[y * m.fb.width + x]!;

describe('DisplayBeep: the background is colour register 0', () => {
  it('on an Amiga game screen the felt is register 0 and the flash complements it alone', () => {
    const m = boot('amiga', new Table(C.FELT));
    const felt = m.fb.palette[C.FELT]!;
    const white = m.fb.palette[C.WHITE]!;
    const before = m.registers();
    expect(before.palette[0]).toBe(felt);
    expect(at(m, 5, 150)).toBe(0); // the table
    expect(at(m, 30, 50)).toBe(before.pens[C.WHITE]); // the card
    expect(before.palette[before.pens[C.WHITE]!]).toBe(white);
    // the same picture: only the register numbers differ from the pens
    expect(colours(before.pixels, before.palette)).toEqual(colours(m.composite(), m.fb.palette));

    m.beep();
    expect(m.takeEvents().map((e) => e.type)).toEqual(['flash', 'beep']);
    const during = m.registers();
    expect(during.palette[0]).toBe(felt ^ 0xffffff);
    for (let r = 1; r < 16; r++) expect(during.palette[r], `register ${r}`).toBe(before.palette[r]);
    // the table changes colour; the card and the text do not
    expect(during.palette[at(m, 5, 150)]).not.toBe(felt);
    expect(during.palette[at(m, 30, 50)]).toBe(white);

    m.frame(1000 + 100);
    expect(m.registers().palette[0]).toBe(felt ^ 0xffffff);
    m.frame(1000 + 260);
    expect(m.registers().palette).toEqual(before.palette);
  });

  it('is shown on one frame at least, however late that frame comes', () => {
    const m = boot('amiga', new Table(C.FELT));
    const felt = m.fb.palette[C.FELT]!;
    m.beep();
    m.frame(9000); // a second of work after the beep: this frame still shows the flash
    expect(m.registers().palette[0]).toBe(felt ^ 0xffffff);
    m.frame(9016);
    expect(m.registers().palette[0]).toBe(felt);
  });

  it('the Workbench screen flashes its blue, and a requester over a game keeps the game screen', () => {
    const m = boot('amiga', (mm) => new Desktop(mm, () => {}));
    const blue = m.fb.palette[C.BLUE]!;
    expect(m.registers().palette[0]).toBe(blue);
    expect(at(m, m.fb.width - 2, m.fb.height - 2)).toBe(0);
    m.beep();
    expect(m.registers().palette[0]).toBe(blue ^ 0xffffff);
    m.frame(2000);

    const g = boot('amiga', new Table(C.FELT));
    const felt = g.fb.palette[C.FELT]!;
    void g.alert({ lines: ['Deal number?'], buttons: ['OK', 'Cancel'], input: { initial: '', maxLength: 5, allowed: /[0-9]/ } });
    g.frame(2000);
    const box = g.requesters[0]!.layout(g.platform, g.fb.width, g.fb.height).box;
    const inBox = at(g, box.x + (box.w >> 1), box.y + 6);
    g.key({ key: 'q', code: 'KeyQ', ctrl: false, shift: false, alt: false }); // refused by the field
    expect(g.takeEvents().map((e) => e.type)).toContain('flash');
    g.frame(2010);
    expect(g.registers().palette[0]).toBe(felt ^ 0xffffff);
    expect(at(g, 2, 150)).toBe(0);
    expect(at(g, box.x + (box.w >> 1), box.y + 6)).toBe(inBox);
    expect(inBox).not.toBe(0);
  });

  it("the door's black paper is register 0 on the Amiga's text screen", () => {
    const m = boot('amiga', new Table(C.BLACK, 'text'));
    const r = m.registers();
    expect(r.palette[0]).toBe(m.fb.palette[C.BLACK]);
    expect(at(m, 5, 150)).toBe(0);
    expect(r.palette[r.pens[C.WHITE]!]).toBe(m.fb.palette[C.WHITE]);
  });

  it('a game left during a flash gives its colour back', () => {
    const m = boot('amiga', new Table(C.FELT));
    const felt = m.fb.palette[C.FELT]!;
    m.beep();
    m.run(new Table(C.BLUE));
    m.frame(1100);
    expect(m.fb.palette[C.FELT]).toBe(felt);
    expect(m.registers().palette[0]).toBe(m.fb.palette[C.BLUE]);
  });

  it('the ST shows pens as they are and rings its bell: no colour changes', () => {
    const m = boot('st', new Table(C.FELT));
    const r = m.registers();
    expect(r.pens).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(r.pixels).toEqual(m.composite());
    m.beep();
    expect(m.takeEvents()).toEqual([{ type: 'beep', name: 'bell' }, { type: 'sound', name: 'bell' }]);
    expect(m.registers().palette).toEqual(r.palette);
  });

  it('an app that names no background keeps pen 0 in register 0', () => {
    const m = boot('amiga', new Table(undefined));
    expect(m.registers().pens[0]).toBe(0);
    const white = m.fb.palette[0]!;
    m.beep();
    expect(m.registers().palette[0]).toBe(white ^ 0xffffff);
  });
});
