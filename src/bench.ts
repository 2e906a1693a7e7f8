/**
 * Frame-cost probe for `npm run bench` (loaded only with ?bench=1). Ways of timing a frame, on the
 * monitor asked for:
 *  - 'convert': our CPU work alone for a whole frame (compose pointer + palette lookup into RGBA);
 *  - 'idle': present() when nothing changed (what the frame loop pays almost every frame);
 *  - 'pointer': present() after the pointer moved a few pixels (two small rectangles redrawn);
 *  - 'screen': present() after every pixel of the screen changed (a new deal, a new screen);
 *  - 'plain': present() as the frame loop calls it after a one-pixel change (the heap soak).
 * Drawn frames are timed until a one-pixel readPixels returns, which waits until the GPU has drawn
 * (gl.finish alone does not under Chromium). Under headless Chromium that GPU is SwiftShader, a
 * software rasteriser, so the figures are a pessimistic bound for a real GPU.
 */
import type { Machine, Monitor } from './core/machine';
import type { Display } from './core/display';
import type { PlatformName, Video } from './core/platform';
import { indicesToRgba } from './core/display';

type How = 'convert' | 'idle' | 'pointer' | 'screen' | 'plain';

export function installBench(m: Machine, d: Display) {
  (window as unknown as { __bench: unknown }).__bench = {
    display: d,
    machine: m,
    async frames(platform: PlatformName, video: Video, text: boolean, n: number, how: How, monitor: Monitor = 'sharp') {
      m.setMonitor(monitor);
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
      m.pointerVisible = true;
      m.pointer = { x: fb.width >> 1, y: fb.height >> 1 };
      d.present(true); // lay out for this mode and monitor before timing
      const gl = d.renderer.gl;
      const one = new Uint8Array(4);
      const times: number[] = [];
      let drawn = 0;
      for (let i = 0; i < n; i++) {
        if (how === 'pointer') m.pointer = { x: (fb.width >> 2) + ((i * 3) % (fb.width >> 1)), y: (fb.height >> 2) + ((i * 2) % (fb.height >> 1)) };
        else if (how === 'screen') for (let k = 0; k < fb.pixels.length; k++) fb.pixels[k] = fb.pixels[k]! ^ 1;
        else if (how !== 'idle') fb.pixels[(i * 7919) % fb.pixels.length] = i & (fb.colours - 1);
        if (how !== 'idle') fb.version++;
        const t0 = performance.now();
        if (how === 'convert') {
          m.composite(idx);
          indicesToRgba(idx, fb.palette, rgba);
        } else {
          d.present();
          if (how !== 'plain' && d.last.drawn > 0) gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, one);
        }
        times.push(performance.now() - t0);
        drawn += d.last.drawn;
        if (how === 'plain' && i % 100 === 99) await new Promise((r) => setTimeout(r, 0));
      }
      times.sort((a, b) => a - b);
      const { kind, box } = d.layout;
      return { min: times[0]!, median: times[n >> 1]!, p95: times[Math.floor(n * 0.95)]!, max: times[n - 1]!, width: fb.width, height: fb.height, scaling: kind, box, drawn: drawn / n };
    },
  };
}
