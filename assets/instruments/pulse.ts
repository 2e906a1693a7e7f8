import type { Waveform } from '../../src/sound/types';

/** Pulse wave, 25 % duty, levels chosen so it has no DC offset: a thinner, reedy lead. */
export const PULSE: Waveform = {
  name: 'pulse',
  cycle: 32,
  data: [
    96, 96, 96, 96, 96, 96, 96, 96, -32, -32, -32, -32, -32, -32, -32, -32,
    -32, -32, -32, -32, -32, -32, -32, -32, -32, -32, -32, -32, -32, -32, -32, -32,
  ],
};
