/**
 * The host's mouse, touch screen and keyboard, turned into the machine's two-button mouse and keys.
 * A finger has no right button: a long press (held still for LONG_PRESS_MS) is the right button and
 * stays down until the finger lifts, so the Amiga's press-hold-slide-release menus work by finger;
 * so is a two-finger tap. The machine has one pointer, so a finger that lands while another is down
 * presses nothing by itself. A short tap is the left button at once (no browser delay, zoom, selection
 * or context menu: the canvas takes every touch). A finger that moves before it lifts is a swipe and
 * does nothing, unless it began where the machine drags (menus, the desktop's icons). The period
 * pointer hides while the last input was touch and returns with a mouse.
 *
 * While a text field is up (a requester's, the door's prompts), a visually hidden real input outside
 * the emulated screen holds the focus, so a phone shows its keyboard (digits for a deal number, a
 * password field for passwords, no autocorrect or capitals); what is typed there becomes the same
 * keys a keyboard gives, so the field's own rules take or refuse each character, and it draws the text.
 */
import type { Machine } from './core/machine';
import type { Display } from './core/display';
import type { Button, KeyInput, Point, TextField } from './core/app';
import { graphemes } from './core/graphemes';

/** How long a still finger must stay down to be the right button. */
export const LONG_PRESS_MS = 500;
/** How far (CSS pixels) a finger may wander and still be "still". */
const STILL_PX = 10;

interface Finger {
  id: number;
  x: number;
  y: number;
  /** What the finger has become: undecided yet, the left button (a tap, or a drag), the right one, or nothing (a swipe). */
  as: 'pending' | 'left' | 'right' | 'done';
  timer: number;
}

const KEY = { code: '', ctrl: false, shift: false, alt: false };

/** The hidden input a phone types into, shaped for the field on screen. */
function makeTypingField(): HTMLInputElement {
  const f = document.createElement('input');
  f.id = 'typing';
  f.setAttribute('aria-label', 'Text for the field on the screen');
  f.autocomplete = 'off';
  f.setAttribute('autocorrect', 'off');
  f.setAttribute('autocapitalize', 'off');
  f.spellcheck = false;
  f.enterKeyHint = 'done';
  // Visually hidden, fixed at the top so focusing it scrolls nothing; 16 px text so iOS does not zoom in.
  f.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;padding:0;border:0;opacity:0;font-size:16px;pointer-events:none;';
  document.body.append(f);
  return f;
}

/** Returns `sync`, to be called each frame: a field that came up by itself gets the focus too. */
export function installInput(m: Machine, display: Display, host: HTMLElement, hostKeys: (e: KeyboardEvent) => boolean): () => void {
  const canvas = display.canvas;
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'application');
  canvas.setAttribute('aria-label', 'The emulated screen: mouse, touch or keyboard');
  const at = (e: { clientX: number; clientY: number }): Point => display.toScreen(e.clientX, e.clientY);
  const fingers = new Map<number, Finger>();

  // No pinch zoom anywhere on the page (Safari's own gesture events; a second finger's move elsewhere).
  document.addEventListener('gesturestart', (e) => e.preventDefault());
  document.addEventListener('touchmove', (e) => e.touches.length > 1 && e.preventDefault(), { passive: false });

  const typing = makeTypingField();
  let kind: TextField['kind'] | null = null;
  /** Put the focus where input goes now: the hidden input while a field is up, else the screen. */
  const sync = () => {
    const tf = m.textField();
    if (!tf) {
      kind = null;
      if (document.activeElement === typing) canvas.focus();
      return;
    }
    if (tf.kind !== kind) {
      kind = tf.kind;
      typing.type = kind === 'password' ? 'password' : 'text';
      typing.inputMode = kind === 'numeric' ? 'numeric' : 'text';
      if (kind === 'numeric') typing.pattern = '[0-9]*';
      else typing.removeAttribute('pattern');
    }
    if (typing.value !== tf.value) typing.value = tf.value;
    if (document.activeElement !== typing && !(document.activeElement as HTMLElement | null)?.closest?.('#bar')) typing.focus({ preventScroll: true });
  };
  // What a phone's keyboard typed (or took away): the difference from what the field holds, as keys.
  typing.addEventListener('input', () => {
    // Text that arrives after its field has gone (a late composition) is nobody's: never keys for the game.
    const tf = m.textField();
    if (!tf) {
      typing.value = '';
      return;
    }
    const was = graphemes(tf.value);
    const now = graphemes(typing.value);
    let same = 0;
    while (same < was.length && same < now.length && was[same] === now[same]) same++;
    for (let i = same; i < was.length; i++) m.key({ key: 'Backspace', ...KEY });
    for (const g of now.slice(same)) m.key({ key: g, ...KEY });
    sync();
  });

  const press = (f: Finger, b: Button, t: number) => {
    f.as = b;
    window.clearTimeout(f.timer);
    m.pointerDown(at({ clientX: f.x, clientY: f.y }), b, t);
  };

  canvas.addEventListener('pointerdown', (e) => {
    m.touch = e.pointerType === 'touch';
    if (!m.textField()) canvas.focus();
    e.preventDefault();
    canvas.setPointerCapture?.(e.pointerId);
    if (e.pointerType === 'touch') {
      m.pointerVisible = false;
      // The first finger of a new touch: no other is down, whatever a lost lift left behind.
      if (e.isPrimary) {
        for (const g of fingers.values()) window.clearTimeout(g.timer);
        fingers.clear();
      }
      const first = [...fingers.values()].find((f) => f.as === 'pending');
      if (first) {
        // A second finger while the first is still undecided: a two-finger tap, the right button.
        window.clearTimeout(first.timer);
        first.as = 'done';
        const pt = at({ clientX: first.x, clientY: first.y });
        m.pointerDown(pt, 'right', e.timeStamp);
        m.pointerUp(pt, 'right');
      }
      // The machine has one pointer: a finger that lands while another is down is part of that
      // gesture (the second of a two-finger tap, or a finger beside a long press or a drag), never a
      // tap of its own, and its lift is no button's release (issue 52: a slow two-finger tap chose
      // the panel's DEAL under the second finger).
      const f: Finger = { id: e.pointerId, x: e.clientX, y: e.clientY, as: fingers.size > 0 ? 'done' : 'pending', timer: 0 };
      if (f.as === 'done') {
        fingers.set(e.pointerId, f);
        return;
      }
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
      if (f.as === 'pending' && Math.hypot(e.clientX - f.x, e.clientY - f.y) > STILL_PX) {
        // A finger on its way somewhere: a drag where the machine drags, else a swipe that does nothing.
        window.clearTimeout(f.timer);
        if (m.drags(at({ clientX: f.x, clientY: f.y }))) press(f, 'left', e.timeStamp);
        else f.as = 'done';
      }
      if (f.as === 'left' || f.as === 'right') m.pointerMove(at(e));
      return;
    }
    if (e.pointerType !== 'touch') m.pointerVisible = true;
    // A busy page gets one move per frame for several the mouse made: each is played in turn, so a
    // quick flick over the ST's menu bar still drops the menu it crossed (the last is `e` itself).
    const path = e.getCoalescedEvents?.() ?? [];
    for (let i = 0; i < path.length - 1; i++) m.pointerMove(at(path[i]!));
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
      sync(); // within the tap: a phone shows its keyboard only for a focus a gesture gave
      return;
    }
    const b: Button | null = e.button === 0 ? 'left' : e.button === 2 ? 'right' : null;
    if (!b) return;
    e.preventDefault();
    m.pointerUp(at(e), b);
    sync();
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
    // A phone keyboard's keys (and a composition) arrive as text in the hidden input instead.
    if (e.isComposing || e.key === 'Unidentified' || e.key === 'Process') return;
    if (hostKeys(e)) {
      e.preventDefault();
      return;
    }
    const k: KeyInput = { key: e.key, code: e.code, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey, alt: e.altKey };
    m.key(k);
    sync();
    // Keep the browser's own shortcuts out of the way while a game has the keyboard.
    if (!(e.ctrlKey && ['r', 'R', 'c', 'v', 'l', 't', 'w'].includes(e.key)) && e.key !== 'F5' && e.key !== 'F12' && e.key !== 'Tab') e.preventDefault();
  });
  return sync;
}
