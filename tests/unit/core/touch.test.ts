/**
 * By finger (issue 31): a GEM menu item is lit by a first tap and chosen by a second, or by a lift
 * after a slide from the title; an Amiga strip a long press left up on the bar works the same way; the text field on screen is reported for the page's hidden input;
 * a swipe is a drag only where the machine drags (menus, an app that follows the pointer).
 */
import { describe, it, expect } from 'vitest';
import { Machine } from '../../../src/core/machine';
import type { App, Menu, Point } from '../../../src/core/app';
import { PLATFORMS } from '../../../platforms';

class Probe implements App {
  readonly id = 'probe';
  readonly screen = 'graphics' as const;
  readonly title = 'Probe';
  chosen: string[] = [];
  menus(): Menu[] {
    return [{ title: 'Game', items: [{ id: 'new', label: 'New' }, { id: 'quit', label: 'Quit' }] }];
  }
  draw(fb: import('../../../src/core/framebuffer').Framebuffer) {
    fb.clear(2);
  }
  pointerDown() {}
  menu(t: string, id: string) {
    this.chosen.push(`${t}:${id}`);
  }
  state() {
    return {};
  }
  locate() {
    return null;
  }
}

const setup = (platform: 'st' | 'amiga' = 'st') => {
  const m = new Machine({ platforms: PLATFORMS, platform });
  const app = new Probe();
  m.run(app);
  m.frame(0);
  m.touch = true;
  return { m, app };
};
/** A finger's tap as src/input.ts reports it: the finger's place, then the left button down and up. */
const tap = (m: Machine, p: Point) => {
  m.pointerMove(p);
  m.pointerDown(p, 'left');
  m.pointerUp(p, 'left');
};

describe('machine: GEM menus by finger', () => {
  it('a first tap on an item lights it, a second chooses it; a slip to another item only lights that one', () => {
    const { m, app } = setup();
    tap(m, m.locate('menu:Game')!);
    expect(m.menu.open).toBe(0);
    const item = m.locate('menu:Game:Quit')!;
    tap(m, item);
    expect(app.chosen).toEqual([]);
    expect(m.menu.open).toBe(0);
    expect(m.menu.hover).toBe(1);
    const other = m.locate('menu:Game:New')!;
    tap(m, other);
    expect(app.chosen).toEqual([]);
    expect(m.menu.hover).toBe(0);
    tap(m, other);
    expect(app.chosen).toEqual(['Game:new']);
    expect(m.menu.open).toBe(-1);
  });
  it('a finger that slides from the title to an item and lifts chooses it', () => {
    const { m, app } = setup();
    const title = m.locate('menu:Game')!;
    m.pointerMove(title);
    expect(m.drags(title)).toBe(true);
    m.pointerDown(title, 'left');
    const item = m.locate('menu:Game:Quit')!;
    m.pointerMove(item);
    m.pointerUp(item, 'left');
    expect(app.chosen).toEqual(['Game:quit']);
  });
  it('a mouse still chooses with one click', () => {
    const { m, app } = setup();
    m.touch = false;
    tap(m, m.locate('menu:Game')!);
    tap(m, m.locate('menu:Game:New')!);
    expect(app.chosen).toEqual(['Game:new']);
  });
});

describe('machine: Intuition menus by finger', () => {
  it('a long press lifted on the title bar leaves the strip up; then a tap lights an item and a second chooses it', () => {
    const { m, app } = setup('amiga');
    const title = m.locate('menu:Game')!;
    m.pointerDown(title, 'right'); // the long press
    m.pointerUp(title, 'right');
    expect(m.menu.strip).toBe(true);
    const item = m.locate('menu:Game:Quit')!;
    tap(m, item);
    expect(app.chosen).toEqual([]);
    expect(m.menu.hover).toBe(1);
    tap(m, item);
    expect(app.chosen).toEqual(['Game:quit']);
    expect(m.menu.strip).toBe(false);
  });
  it('press, hold, slide and lift still choose at once; a tap away from the strip closes it', () => {
    const { m, app } = setup('amiga');
    const title = m.locate('menu:Game')!;
    m.pointerDown(title, 'right');
    const item = m.locate('menu:Game:New')!;
    m.pointerMove(item);
    m.pointerUp(item, 'right');
    expect(app.chosen).toEqual(['Game:new']);
    m.pointerDown(title, 'right');
    m.pointerUp(title, 'right');
    tap(m, { x: 300, y: 150 });
    expect(m.menu.active).toBe(false);
    expect(app.chosen).toEqual(['Game:new']);
  });
  it('with a mouse, a right button released on the bar closes the strip as Intuition does', () => {
    const { m } = setup('amiga');
    m.touch = false;
    const title = m.locate('menu:Game')!;
    m.pointerDown(title, 'right');
    m.pointerUp(title, 'right');
    expect(m.menu.active).toBe(false);
  });
});

describe('machine: what a finger and a phone keyboard need to know', () => {
  it('a swipe on an app that does not follow the pointer is no drag; on the menu bar it is', () => {
    const { m } = setup();
    expect(m.drags({ x: 100, y: 100 })).toBe(false);
    expect(m.drags({ x: 5, y: 3 })).toBe(true);
  });
  it("the requester's text field is reported with its keyboard: numeric for a deal number", async () => {
    const { m } = setup();
    expect(m.textField()).toBeNull();
    void m.alert({ lines: ['Deal'], buttons: ['OK'], input: { initial: '12', maxLength: 10, allowed: /^[0-9]$/, kind: 'numeric' } });
    expect(m.textField()).toEqual({ value: '12', kind: 'numeric' });
    m.key({ key: '7', code: '', ctrl: false, shift: false, alt: false });
    expect(m.textField()).toEqual({ value: '127', kind: 'numeric' });
    void m.alert({ lines: ['Sure?'], buttons: ['OK'] });
    expect(m.textField()).toBeNull();
    await Promise.resolve();
  });
});
