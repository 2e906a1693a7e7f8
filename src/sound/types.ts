/**
 * The tune format: plain data that both sound voices (YM2149 and Paula) play.
 * Documented for composers in docs/sound.md and assets/music/README.md.
 */

export type SoundName = 'move' | 'deal' | 'suit' | 'win' | 'lose' | 'title' | 'error' | 'bell' | 'click' | 'beep';
export type TuneName = 'move' | 'deal' | 'suit' | 'win' | 'lose' | 'title' | 'error';
export type { Video } from '../core/video';
import type { Video } from '../core/video';

/**
 * A machine's sound chip as the renderer and the player use it (src/sound/render.ts: YM2149 and
 * PAULA); the platform hands out its own (`Platform.soundChip`).
 */
export interface SoundChip {
  readonly name: string;
  /** Names what a rendering depends on besides the sound (Paula: its clock and the LED filter), for caching. */
  key(video: Video, led: boolean): string;
  /** A tune, interleaved stereo at `fs`. */
  tune(tune: Tune, fs: number, video: Video, led: boolean): Float32Array;
  /** A sound the chip makes its own way rather than as a tune (the ST's bell and key click), or null. */
  effect(name: SoundName, fs: number): Float32Array | null;
}
/** The chip a sound is rendered on. */
export type SoundVoice = SoundChip;

export const SOUND_NAMES: readonly SoundName[] = [
  'move', 'deal', 'suit', 'win', 'lose', 'title', 'error', 'bell', 'click', 'beep',
];

/** A looping 8-bit waveform for Paula (assets/instruments). */
export interface Waveform {
  readonly name: string;
  /** Signed bytes, -128..127. The whole array loops. */
  readonly data: readonly number[];
  /** Bytes per cycle of the note's pitch (the array may hold several cycles, or noise). */
  readonly cycle: number;
}

/** How a voice sounds: one definition used by both chips. */
export interface Patch {
  /** Amiga waveform name (a key of WAVEFORMS in assets/instruments). */
  readonly wave: string;
  /** Volume per 50 Hz tick, 0..15 (YM2149 steps, 3 dB each); the last value holds to the note's end. */
  readonly env: readonly number[];
  /** ST mixer for this patch: square tone (default), noise, or both AND-ed together. */
  readonly st?: 'tone' | 'noise' | 'both';
  /** ST noise period 1..31 when the patch uses noise (default 8). */
  readonly noisePeriod?: number;
  /** ST only: use the hardware envelope (shape 0..15, 16-bit period) instead of `env`. */
  readonly hwEnv?: { readonly shape: number; readonly period: number };
  /** Semitone offsets cycled one per tick (arpeggio); default none. */
  readonly arp?: readonly number[];
}

export interface TuneVoice {
  /** Patch name (a key of the tune's patch table). `@name` inside `notes` switches patch. */
  readonly patch: string;
  /** Note text, see the grammar in docs/sound.md, e.g. "C5:2 E5 G5 | C6:4 r:2". */
  readonly notes: string;
  /** Paula channels this voice plays on (0,3 left; 1,2 right). Default by voice index: [0,1], [3], [2]. */
  readonly paula?: readonly number[];
}

export interface Tune {
  readonly name: string;
  readonly description: string;
  /** 50 Hz ticks per step (a step is a sixteenth note by convention). */
  readonly tempo: number;
  /** 1 to 3 voices; voice i plays on YM2149 channel A, B, C. */
  readonly voices: readonly TuneVoice[];
  /** Patch table used by the voices (usually the shared PATCHES). */
  readonly patches: Readonly<Record<string, Patch>>;
}
