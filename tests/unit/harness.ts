/** Drives an app on a Machine in Node as a player would: frames, clicks at `locate` targets, keys. */
import type { Machine } from '../../src/core/machine';
import type { Point } from '../../src/core/app';
import type { RetroEvent } from '../../src/core/events';

export function drive(m: Machine) {
  let t = 0;
  const frame = (dt = 20) => m.frame((t += dt));
  frame();
  const at = (target: string): Point => {
    frame();
    const p = m.locate(target);
    if (!p) throw new Error(`locate(${target}) = null`);
    return p;
  };
  const click = (target: string | Point, b: 'left' | 'right' = 'left') => {
    const p = typeof target === 'string' ? at(target) : target;
    m.pointerMove(p);
    m.pointerDown(p, b);
    m.pointerUp(p, b);
    frame();
  };
  const press = (key: string, ctrl = false) => {
    m.key({ key, code: '', ctrl, shift: false, alt: false });
    frame();
  };
  const events = (): RetroEvent[] => m.takeEvents();
  return { frame, at, click, press, events };
}
