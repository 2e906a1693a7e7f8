import type { Waveform } from '../../src/sound/types';
import { NOISE } from './noise';
import { PULSE } from './pulse';
import { SINE } from './sine';
import { SQUARE } from './square';
import { TRIANGLE } from './triangle';

/** Amiga instrument waveforms by name (what a Patch's `wave` refers to). */
export const WAVEFORMS: Readonly<Record<string, Waveform>> = {
  square: SQUARE,
  pulse: PULSE,
  triangle: TRIANGLE,
  sine: SINE,
  noise: NOISE,
};
