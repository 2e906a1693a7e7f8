/** Helpers for Gulf's screen tests: a machine running Gulf, clicks, keys, PNGs of the screen. */
import { savePng } from '../png';
import { Machine } from '../../../src/core/machine';
import { Store, MemoryKV } from '../../../src/core/storage';
import { GulfApp } from '../../../src/games/gulf/app';
import { encodePng } from '../../../scripts/preview-cards';
import { drive } from '../harness';
import { shellFor } from '../../../src/shell/launcher';
import type { LaunchOptions } from '../../../src/games/registry';
import { PLATFORMS } from '../../../platforms';

export type Plat = 'st' | 'amiga';

/**
 * A machine running Gulf on deal 1 (unless `opts` say otherwise). `aids`: the Aids preference on,
 * the mark's requester left out (the first aid marks the game quietly; aids.test.ts sees it).
 */
export function boot(platform: Plat, opts: Partial<LaunchOptions> = {}, kv = new MemoryKV(), video: 'pal' | 'ntsc' = 'pal', aids = false) {
  const store = new Store(kv);
  const m = new Machine({ platforms: PLATFORMS, platform, video, store });
  const shell = shellFor(m, 'gulf');
  if (aids) {
    m.aids = true;
    shell.markAided = () => true;
  }
  const launch: LaunchOptions = { direct: true, resume: false, deal: 1, ...opts };
  const app = new GulfApp(m, launch, shell);
  shell.open(app, launch.resume); // as the launcher does: resume the save or begin
  m.run(app);
  const d = drive(m);
  return { m, app, kv, store, ...d };
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
  savePng(`/tmp/gulf-${name}.png`, () => encodePng(fb, pal, sx, sy));
}
