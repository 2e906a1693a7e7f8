/**
 * Frame-cost probe for `npm run bench` (loaded only with ?bench=1): converts and uploads full
 * frames in a given mode and reports the median cost. Not part of a normal visit.
 */
import type { Machine } from './core/machine';
import type { Display } from './core/display';
import type { PlatformName, Video } from '../platforms/types';

export function installBench(m: Machine, d: Display) {
  (window as unknown as { __bench: unknown }).__bench = {
    /** Median ms to convert + upload + render one changed full frame, over `n` frames. */
    frames(platform: PlatformName, video: Video, text: boolean, n: number): { median: number; p95: number; width: number; height: number } {
      m.setPlatform(platform);
      m.setVideo(video);
      if (text !== (m.app?.screen === 'text')) {
        // Force the text mode by swapping in a bare app of that kind.
        m.run({ id: 'bench', screen: text ? 'text' : 'graphics', title: 'bench', menus: () => null, draw: () => {}, state: () => null, locate: () => null });
      }
      m.frame(performance.now());
      const times: number[] = [];
      const fb = m.fb;
      for (let i = 0; i < n; i++) {
        fb.pixels[i % fb.pixels.length] = i & (fb.colours - 1);
        fb.version++;
        const t0 = performance.now();
        d.present();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return { median: times[n >> 1]!, p95: times[Math.floor(n * 0.95)]!, width: fb.width, height: fb.height };
    },
  };
}
