/**
 * The host's mouse, touch screen and keyboard, turned into the machine's two-button mouse and keys.
 * A finger has no right button: a long press (held still for LONG_PRESS_MS) is the right button and
 * stays down until the finger lifts, so the Amiga's press-hold-slide-release menus work by finger;
 * so is a two-finger tap. A short tap is the left button at once (no browser delay, zoom, selection
 * or context menu: the canvas takes every touch). The period pointer hides while the last input was
 * touch and returns with a mouse.
 */
import type { Machine } from './core/machine';
import type { Display } from './core/display';
import type { Button, KeyInput, Point } from './core/app';

/** How long a still finger must stay down to be the right button. */
export const LONG_PRESS_MS = 500;
/** How far (CSS pixels) a finger may wander and still be "still". */
const STILL_PX = 10;

interface Finger {
  id: number;
  x: number;
  y: number;
  /** What the finger has become: undecided yet, the left button (moved or lifted), or the right one. */
  as: 'pending' | 'left' | 'right' | 'done';
  timer: number;
}

export function installInput(m: Machine, display: Display, host: HTMLElement, hostKeys: (e: KeyboardEvent) => boolean): void {
  const canvas = display.canvas;
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'application');
  canvas.setAttribute('aria-label', 'The emulated screen: mouse, touch or keyboard');
  const at = (e: { clientX: number; clientY: number }): Point => display.toScreen(e.clientX, e.clientY);
  const fingers = new Map<number, Finger>();

  const press = (f: Finger, b: Button, t: number) => {
    f.as = b;
    window.clearTimeout(f.timer);
    m.pointerDown(at({ clientX: f.x, clientY: f.y }), b, t);
  };

  canvas.addEventListener('pointerdown', (e) => {
    canvas.focus();
    e.preventDefault();
    canvas.setPointerCapture?.(e.pointerId);
    if (e.pointerType === 'touch') {
      m.pointerVisible = false;
      const first = [...fingers.values()].find((f) => f.as === 'pending');
      if (first) {
        // A second finger while the first is still undecided: a two-finger tap, the right button.
        window.clearTimeout(first.timer);
        first.as = 'done';
        const pt = at({ clientX: first.x, clientY: first.y });
        m.pointerDown(pt, 'right', e.timeStamp);
        m.pointerUp(pt, 'right');
        return;
      }
      const f: Finger = { id: e.pointerId, x: e.clientX, y: e.clientY, as: 'pending', timer: 0 };
      f.timer = window.setTimeout(() => {
        if (f.as === 'pending') press(f, 'right', performance.now());
      }, LONG_PRESS_MS);
      fingers.set(e.pointerId, f);
      m.pointerMove(at(e));
      return;
    }
    m.pointerVisible = true;
    const b: Button | null = e.button === 0 ? 'left' : e.button === 2 ? 'right' : null;
    if (b) m.pointerDown(at(e), b, e.timeStamp);
  });

  canvas.addEventListener('pointermove', (e) => {
    const f = fingers.get(e.pointerId);
    if (f) {
      if (f.as === 'pending' && Math.hypot(e.clientX - f.x, e.clientY - f.y) > STILL_PX) press(f, 'left', e.timeStamp);
      if (f.as === 'left' || f.as === 'right') m.pointerMove(at(e));
      return;
    }
    if (e.pointerType !== 'touch') m.pointerVisible = true;
    m.pointerMove(at(e));
  });

  const lift = (e: PointerEvent) => {
    const f = fingers.get(e.pointerId);
    if (f) {
      fingers.delete(e.pointerId);
      window.clearTimeout(f.timer);
      if (f.as === 'pending') press(f, 'left', e.timeStamp); // a tap
      if (f.as === 'left' || f.as === 'right') m.pointerUp(at(e), f.as);
      f.as = 'done';
      return;
    }
    const b: Button | null = e.button === 0 ? 'left' : e.button === 2 ? 'right' : null;
    if (!b) return;
    e.preventDefault();
    m.pointerUp(at(e), b);
  };
  canvas.addEventListener('pointerup', lift);
  canvas.addEventListener('pointercancel', lift);
  canvas.addEventListener('pointerleave', (e) => {
    if (e.pointerType !== 'touch') m.pointer = { x: -1, y: -1 };
  });
  // The browser's menu never opens over the screen: the right button belongs to the machine.
  host.addEventListener('contextmenu', (e) => e.preventDefault());

  window.addEventListener('keydown', (e) => {
    if ((e.target as HTMLElement | null)?.closest?.('#bar')) {
      // The page bar's own controls keep Tab, Enter, Space and the arrows.
      if (['Enter', ' ', 'Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key)) return;
    }
    if (hostKeys(e)) {
      e.preventDefault();
      return;
    }
    const k: KeyInput = { key: e.key, code: e.code, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey, alt: e.altKey };
    m.key(k);
    // Keep the browser's own shortcuts out of the way while a game has the keyboard.
    if (!(e.ctrlKey && ['r', 'R', 'c', 'v', 'l', 't', 'w'].includes(e.key)) && e.key !== 'F5' && e.key !== 'F12' && e.key !== 'Tab') e.preventDefault();
  });
}
