// Times rendering every sound on both voices: `node scripts/bench-sound.mjs`.
// Loads the TypeScript sources through Vite's module runner (no extra tools needed).
import { runnerImport } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module: render } = await runnerImport('/src/sound/render.ts', { root, logLevel: 'error', configFile: false });
const { SOUND_NAMES } = (await runnerImport('/src/sound/types.ts', { root, logLevel: 'error', configFile: false })).module;

for (const fs of [44100, 48000]) {
  for (const [voice, chip] of [['st', render.YM2149], ['amiga', render.PAULA]]) {
    // Warm once (kernel tables, JIT), then time a second pass.
    for (const name of SOUND_NAMES) render.renderSound(name, chip, fs);
    const t0 = performance.now();
    let audio = 0;
    const each = [];
    for (const name of SOUND_NAMES) {
      const t1 = performance.now();
      const x = render.renderSound(name, chip, fs);
      each.push(`${name} ${(performance.now() - t1).toFixed(0)}`);
      audio += x.length / 2 / fs;
    }
    const ms = performance.now() - t0;
    console.log(`${voice.padEnd(5)} @ ${fs} Hz: ${ms.toFixed(0)} ms for ${audio.toFixed(2)} s of audio (${(audio * 1000 / ms).toFixed(0)}x real time) [${each.join(', ')}]`);
  }
}
