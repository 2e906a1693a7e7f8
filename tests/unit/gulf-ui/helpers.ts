/** Helpers for Gulf's screen tests: a machine running Gulf, clicks, keys, PNGs of the screen. */
import { writeFileSync } from 'node:fs';
import { Machine } from '../../../src/core/machine';
import { Store, MemoryKV } from '../../../src/core/storage';
import { GulfApp } from '../../../src/games/gulf/app';
import { encodePng } from '../../../scripts/preview-cards';
import type { Point } from '../../../src/core/app';
import type { LaunchOptions } from '../../../src/games/registry';

export type Plat = 'st' | 'amiga';

export function boot(platform: Plat, opts: Partial<LaunchOptions> = {}, kv = new MemoryKV(), video: 'pal' | 'ntsc' = 'pal') {
  const store = new Store(kv);
  const m = new Machine({ platform, video, store });
  const app = new GulfApp(m, { direct: true, resume: false, deal: 1, ...opts });
  m.run(app);
  let t = 0;
  const frame = () => m.frame((t += 20));
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
  return { m, app, kv, store, frame, at, click, press };
}

/** Let requester promises settle. */
export const settle = () => new Promise((r) => setTimeout(r, 0));

export function png(m: Machine, name: string) {
  m.frame(1e9);
  const sy = m.platform.name === 'amiga' ? 2 : 2;
  const sx = m.platform.name === 'amiga' ? 1 : 2;
  const pal = Array.from(m.fb.palette);
  const px = m.composite();
  const fb = { ...m.fb, pixels: px, width: m.fb.width, height: m.fb.height } as unknown as Parameters<typeof encodePng>[0];
  writeFileSync(`/tmp/gulf-${name}.png`, encodePng(fb, pal, sx, sy));
}
