import type { Waveform } from '../../src/sound/types';

/** Sine wave: AmigaBASIC's default SOUND waveform, used for the beep. */
export const SINE: Waveform = {
  name: 'sine',
  cycle: 32,
  data: [
    0, 21, 42, 61, 78, 91, 102, 108, 110, 108, 102, 91, 78, 61, 42, 21,
    0, -21, -42, -61, -78, -91, -102, -108, -110, -108, -102, -91, -78, -61, -42, -21,
  ],
};
