import { describe, it, expect } from 'vitest';
import { Machine } from '../../../src/core/machine';
import type { App, Menu, Point } from '../../../src/core/app';
import { inSpace } from '../../../src/core/palette';
import { PLATFORMS } from '../../../platforms';

class Probe implements App {
  readonly id = 'probe';
  readonly screen = 'graphics' as const;
  readonly title = 'Probe';
  chosen: string[] = [];
  clicks: string[] = [];
  counter = 0;
  relayouts = 0;
  menus(): Menu[] {
    return [
      { title: 'Game', items: [{ id: 'new', label: 'New' }, '-', { id: 'off', label: 'Off', enabled: false }, { id: 'quit', label: 'Quit' }] },
      { title: 'Help', items: [{ id: 'about', label: 'About' }] },
    ];
  }
  draw(fb: import('../../../src/core/framebuffer').Framebuffer) {
    fb.clear(2);
  }
  pointerDown(pt: Point, b: string) {
    this.clicks.push(`${b}@${pt.x},${pt.y}`);
    this.counter++;
  }
  menu(t: string, id: string) {
    this.chosen.push(`${t}:${id}`);
  }
  relayout() {
    this.relayouts++;
  }
  state() {
    return { counter: this.counter };
  }
  locate() {
    return null;
  }
}

const setup = (platform: 'st' | 'amiga') => {
  const m = new Machine({ platforms: PLATFORMS, platform });
  const app = new Probe();
  m.run(app);
  m.frame(0);
  return { m, app };
};

describe('machine: screen modes', () => {
  it('ST low resolution is 320 x 200 with 16 colours in ST space', () => {
    const { m } = setup('st');
    expect([m.fb.width, m.fb.height, m.fb.colours]).toEqual([320, 200, 16]);
    for (const c of m.fb.palette) expect(inSpace(c, 'rgb333')).toBe(true);
  });
  it('Amiga hi-res is 640 x 256 on PAL and 640 x 200 on NTSC, colours in Amiga space', () => {
    const { m } = setup('amiga');
    expect([m.fb.width, m.fb.height]).toEqual([640, 256]);
    m.setVideo('ntsc');
    expect([m.fb.width, m.fb.height]).toEqual([640, 200]);
    for (const c of m.fb.palette) expect(inSpace(c, 'rgb444')).toBe(true);
  });
  it('a platform switch keeps the app and its state, and asks it to lay out again', () => {
    const { m, app } = setup('st');
    m.pointerDown({ x: 100, y: 100 }, 'left');
    m.setPlatform('amiga');
    expect(m.app).toBe(app);
    expect(m.state()).toEqual({ counter: 1 });
    expect(app.relayouts).toBeGreaterThan(0);
    expect(m.fb.width).toBe(640);
  });
});

describe('machine: GEM menus (ST)', () => {
  it('a menu drops when the pointer rests on its title and a left click chooses', () => {
    const { m, app } = setup('st');
    const title = m.locate('menu:Game')!;
    m.pointerMove(title);
    expect(m.menu.open).toBe(0);
    const item = m.locate('menu:Game:New')!;
    m.pointerMove(item);
    m.pointerDown(item, 'left');
    m.pointerUp(item, 'left');
    expect(app.chosen).toEqual(['Game:new']);
    expect(m.menu.open).toBe(-1);
    expect(app.clicks).toEqual([]);
  });
  it('a disabled item cannot be chosen', () => {
    const { m, app } = setup('st');
    m.pointerMove(m.locate('menu:Game')!);
    const off = m.locate('menu:Game:Off')!;
    m.pointerMove(off);
    m.pointerDown(off, 'left');
    m.pointerUp(off, 'left');
    expect(app.chosen).toEqual([]);
  });
  it('the right button reaches the game on the ST', () => {
    const { m, app } = setup('st');
    m.pointerDown({ x: 50, y: 100 }, 'right');
    expect(app.clicks).toEqual(['right@50,100']);
  });
});

describe('machine: Intuition menus (Amiga)', () => {
  it('holding the right button shows the strip; releasing over an item chooses it', () => {
    const { m, app } = setup('amiga');
    const title = m.locate('menu:Help')!;
    m.pointerDown({ x: 300, y: 100 }, 'right');
    expect(m.menu.strip).toBe(true);
    m.pointerMove(title);
    const item = m.locate('menu:Help:About')!;
    m.pointerMove(item);
    m.pointerUp(item, 'right');
    expect(app.chosen).toEqual(['Help:about']);
    expect(m.menu.strip).toBe(false);
  });
  it('releasing elsewhere chooses nothing; the strip only shows while held', () => {
    const { m, app } = setup('amiga');
    m.pointerDown({ x: 300, y: 100 }, 'right');
    m.pointerUp({ x: 300, y: 100 }, 'right');
    expect(app.chosen).toEqual([]);
    expect(m.menu.active).toBe(false);
  });
});

describe('machine: requesters and beeps', () => {
  it('a requester is modal; Return answers the default button', async () => {
    const { m, app } = setup('st');
    const p = m.alert({ lines: ['Really?'], buttons: ['Yes', 'No'], defaultButton: 1 });
    m.pointerDown({ x: 5, y: 100 }, 'left');
    expect(app.clicks).toEqual([]);
    m.key({ key: 'Enter', code: 'Enter', ctrl: false, shift: false, alt: false });
    expect((await p).button).toBe(1);
  });
  it('a letter answers the one button it begins', async () => {
    const { m } = setup('st');
    const p = m.alert({ lines: ['Gamble?'], buttons: ['Higher', 'Lower', 'Take'] });
    m.key({ key: 'x', code: '', ctrl: false, shift: false, alt: false });
    m.key({ key: 'l', code: '', ctrl: false, shift: false, alt: false });
    expect((await p).button).toBe(1);
  });
  it('a click on a button answers it', async () => {
    const { m } = setup('amiga');
    const p = m.alert({ lines: ['Retry?'], buttons: ['Retry', 'Cancel'] });
    m.frame(1);
    const b = m.locate('button:Cancel')!;
    m.pointerDown(b, 'left');
    m.pointerUp(b, 'left');
    expect((await p).button).toBe(1);
  });
  it('a text field takes allowed characters up to its length, and beeps at the rest', async () => {
    const { m } = setup('st');
    const p = m.alert({ lines: ['Name?'], buttons: ['OK'], input: { initial: '', maxLength: 3, allowed: /[A-Za-z]/ } });
    for (const key of ['A', '1', 'b', 'c', 'd']) m.key({ key, code: '', ctrl: false, shift: false, alt: false });
    m.key({ key: 'Enter', code: 'Enter', ctrl: false, shift: false, alt: false });
    expect((await p).text).toBe('Abc');
    expect(m.takeEvents().filter((e) => e.type === 'beep')).toHaveLength(2);
  });
  it('the ST beep rings the bell; the Amiga beep flashes colour 0 for a quarter second', () => {
    const s = setup('st');
    s.m.takeEvents();
    s.m.beep();
    expect(s.m.takeEvents()).toEqual([{ type: 'beep', name: 'bell' }, { type: 'sound', name: 'bell' }]);
    const a = setup('amiga');
    a.m.takeEvents();
    const c0 = a.m.fb.palette[0];
    a.m.frame(1000);
    a.m.beep();
    expect(a.m.fb.palette[0]).not.toBe(c0);
    expect(a.m.takeEvents().map((e) => e.type)).toEqual(['flash', 'beep']);
    a.m.frame(1300);
    expect(a.m.fb.palette[0]).not.toBe(c0); // the frame that shows it
    a.m.frame(1310);
    expect(a.m.fb.palette[0]).toBe(c0);
  });
});

describe('machine: waking the frame loop (src/core/frame-loop.ts)', () => {
  it('is told of every change it will draw: a redraw asked for, the busy pointer, a flash', () => {
    const a = setup('amiga');
    let wakes = 0;
    a.m.onWake = () => wakes++;
    a.m.invalidate();
    expect(wakes).toBe(1);
    a.m.busy = true;
    a.m.busy = true; // no change, no wake
    expect(wakes).toBe(2);
    a.m.busy = false;
    expect(wakes).toBe(3);
    a.m.frame(1000);
    expect(a.m.animating).toBe(false);
    a.m.beep();
    expect(wakes).toBeGreaterThanOrEqual(4);
    expect(a.m.animating).toBe(true);
    a.m.frame(1300);
    a.m.frame(1310);
    expect(a.m.animating).toBe(false);
  });

  it('a flash begun after the loop slept lasts its quarter second from the time it woke', () => {
    const a = setup('amiga');
    const c0 = a.m.fb.palette[0];
    a.m.frame(1000); // the last frame before the loop slowed
    a.m.catchUp(1120); // woken by a key 120 ms later, before its frame
    a.m.beep();
    a.m.frame(1300);
    expect(a.m.fb.palette[0]).not.toBe(c0);
    a.m.frame(1360);
    expect(a.m.fb.palette[0]).not.toBe(c0); // 240 ms after the key
    a.m.frame(1380);
    expect(a.m.fb.palette[0]).toBe(c0);
  });
});

describe('machine: the pointer', () => {
  it('is drawn over the screen in palette colours, two pixels wide per sprite pixel on the Amiga', () => {
    const { m } = setup('amiga');
    m.pointerMove({ x: 100, y: 100 });
    const px = m.composite();
    let changed = 0;
    for (let i = 0; i < px.length; i++) if (px[i] !== m.fb.pixels[i]) changed++;
    expect(changed).toBeGreaterThan(10);
    for (const v of px) expect(v).toBeLessThan(16);
  });
});
