/** The machine's sound seam, backed by the chip voices and @pixi/sound (src/sound/player.ts). */
import type { SoundPort } from '../core/events';
import { createSoundPlayer } from './player';
import type { SoundChip } from './types';

export function createSoundPort(chip: SoundChip): SoundPort {
  // play() takes any name at run time and reports it; the port's wider string type is safe here.
  return createSoundPlayer(chip) as unknown as SoundPort;
}
