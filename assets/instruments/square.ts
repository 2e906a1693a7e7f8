import type { Waveform } from '../../src/sound/types';

/** Square wave, 50 % duty: the plain chip-tune lead (and the nearest thing to the ST's own voice). */
export const SQUARE: Waveform = {
  name: 'square',
  cycle: 32,
  data: [
    100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100,
    -100, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100,
  ],
};
