/**
 * Frame-cost probe for `npm run bench` (loaded only with ?bench=1). Three ways of timing a full
 * changed frame:
 *  - 'convert': our CPU work alone (compose pointer + palette lookup into the RGBA buffer);
 *  - 'full': present() (convert, upload, draw) and gl.finish(), i.e. until the GPU is done — under
 *    headless Chromium that GPU is SwiftShader, a software rasteriser, so this is a pessimistic bound;
 *  - 'plain': present() as the frame loop calls it (used for the heap soak).
 */
import type { Machine } from './core/machine';
import type { Display } from './core/display';
import type { PlatformName, Video } from '../platforms/types';
import { indicesToRgba } from './core/display';

type How = 'convert' | 'full' | 'plain';

export function installBench(m: Machine, d: Display) {
  (window as unknown as { __bench: unknown }).__bench = {
    async frames(platform: PlatformName, video: Video, text: boolean, n: number, how: How = 'full') {
      m.setPlatform(platform);
      m.setVideo(video);
      if (text !== (m.app?.screen === 'text')) {
        // Switch mode by running a bare app of the wanted kind.
        m.run({ id: 'bench', screen: text ? 'text' : 'graphics', title: 'bench', menus: () => null, draw: () => {}, state: () => null, locate: () => null });
      }
      m.frame(performance.now());
      const fb = m.fb;
      const idx = new Uint8Array(fb.pixels.length);
      const rgba = new Uint32Array(fb.pixels.length);
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        fb.pixels[(i * 7919) % fb.pixels.length] = i & (fb.colours - 1);
        fb.version++;
        const t0 = performance.now();
        if (how === 'convert') {
          m.composite(idx);
          indicesToRgba(idx, fb.palette, rgba);
        } else {
          d.present();
          if (how === 'full') d.renderer.gl.finish();
        }
        times.push(performance.now() - t0);
        if (how === 'plain' && i % 100 === 99) await new Promise((r) => setTimeout(r, 0));
      }
      times.sort((a, b) => a - b);
      return { median: times[n >> 1]!, p95: times[Math.floor(n * 0.95)]!, max: times[n - 1]!, width: fb.width, height: fb.height };
    },
  };
}
