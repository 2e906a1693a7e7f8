import type { Tune } from '../../src/sound/types';
import { PATCHES } from './patches';

/**
 * Short effects written as one-voice tunes. The ST bell and key click are register recipes in
 * platforms/st/bell.ts; these are what the other voice plays for them, plus the beep.
 */

/** AmigaBASIC-style `SOUND 880, 4.55, 127`: 880 Hz for a quarter second at half volume. */
export const BEEP: Tune = {
  name: 'beep',
  description: 'AmigaBASIC SOUND-style beep: a steady 880 Hz sine for 0.26 s (a square on the ST).',
  tempo: 1,
  patches: PATCHES,
  voices: [{ patch: 'beep', notes: '880hz:13' }],
};

/** The Amiga has no bell (DisplayBeep flashes the screen); this ping stands in for the ST's. */
export const AMIGA_BELL: Tune = {
  name: 'bell',
  description: 'Amiga stand-in for the ST bell: a 2404 Hz sine ping decaying over half a second.',
  tempo: 1,
  patches: PATCHES,
  voices: [{ patch: 'ping', notes: '2404hz:27' }],
};

export const AMIGA_CLICK: Tune = {
  name: 'click',
  description: 'Amiga stand-in for the ST key click: a 60 ms noise tick.',
  tempo: 1,
  patches: PATCHES,
  voices: [{ patch: 'tick', notes: 'C6:3' }],
};
