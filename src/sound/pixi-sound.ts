/**
 * The parts of @pixi/sound the player uses, imported one by one (`pixi-sound-lib/` is the
 * package's lib folder: vite.config.ts, tsconfig.json). Its index also brings its filters, its
 * render-to-canvas helper and its asset loader, and with them pixi.js's whole index (asset
 * loaders, sprite sheets...): about 10 KB gzipped of the collection that no sound here needs.
 * The same shape as the package's index (`Sound`, `sound`, `webaudio.WebAudioContext`), so the
 * player reads it as it read the package.
 */
import { SoundLibrary } from 'pixi-sound-lib/SoundLibrary';
import { setInstance } from 'pixi-sound-lib/instance';
import { WebAudioContext } from 'pixi-sound-lib/webaudio/WebAudioContext';

export { Sound } from 'pixi-sound-lib/Sound';
export type { SoundLibrary } from 'pixi-sound-lib/SoundLibrary';

/** The library's one instance, as the package's index makes it (its Sound objects look it up). */
export const sound: SoundLibrary = setInstance(new SoundLibrary());
export const webaudio = { WebAudioContext };
