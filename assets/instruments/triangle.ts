import type { Waveform } from '../../src/sound/types';

/** Triangle wave: soft and flute-like, the gentle voice used for the move jingle and bass lines. */
export const TRIANGLE: Waveform = {
  name: 'triangle',
  cycle: 32,
  data: [
    -120, -105, -90, -75, -60, -45, -30, -15, 0, 15, 30, 45, 60, 75, 90, 105,
    120, 105, 90, 75, 60, 45, 30, 15, 0, -15, -30, -45, -60, -75, -90, -105,
  ],
};
