import type { Patch } from '../../src/sound/types';

/**
 * Shared patches. `env` is the volume per 50 Hz tick in YM2149 steps (0..15, 3 dB apart); the
 * Amiga maps the same numbers onto Paula's 0..64 on the same dB scale.
 */
export const PATCHES: Readonly<Record<string, Patch>> = {
  /** Soft blip for the move jingle: starts quiet and dies fast so it never grates. */
  soft: { wave: 'triangle', env: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] },
  /** Plucked pulse for quick runs. */
  pluck: { wave: 'pulse', env: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] },
  /** Sustained square lead. */
  lead: { wave: 'square', env: [12, 12, 11, 11, 10, 10, 10, 9] },
  /** Bass: rounder triangle, held. */
  bass: { wave: 'triangle', env: [13, 13, 12, 12, 11] },
  /** Bell-like chime; on the ST it uses the hardware envelope (shape 9, single decay). */
  chime: {
    wave: 'sine',
    env: [14, 14, 13, 13, 12, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 0],
    hwEnv: { shape: 9, period: 2400 },
  },
  /** Major-chord arpeggio (root, third, fifth a tick each), the classic chip "chord". */
  chord: { wave: 'pulse', env: [10, 10, 9, 9, 8], arp: [0, 4, 7] },
  /** Noise drum: low noise, quick decay. */
  drum: { wave: 'noise', st: 'noise', noisePeriod: 14, env: [14, 12, 10, 7, 4, 1, 0] },
  /** Hi-hat: bright noise tick. */
  hat: { wave: 'noise', st: 'noise', noisePeriod: 1, env: [9, 6, 3, 0] },
  /** Growl for errors: on the ST tone AND noise, on the Amiga a pulse. */
  buzz: { wave: 'pulse', st: 'both', noisePeriod: 10, env: [13, 13, 12, 12, 11, 11, 10, 9, 7, 5, 3, 0] },
  /** AmigaBASIC SOUND-style steady tone (volume 127 of 255 = Paula 32 = step 13). */
  beep: { wave: 'sine', env: [13] },
  /** The Amiga stand-in for the ST bell: a sine "ping" falling 45 dB in about half a second. */
  ping: {
    wave: 'sine',
    env: [15, 14, 14, 13, 13, 12, 11, 11, 10, 10, 9, 8, 8, 7, 7, 6, 5, 5, 4, 4, 3, 2, 2, 1, 1, 0],
  },
  /** Short noise tick, the Amiga stand-in for the ST key click. */
  tick: { wave: 'noise', st: 'noise', noisePeriod: 2, env: [12, 6, 0] },
};
