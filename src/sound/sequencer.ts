/**
 * The tune sequencer both sound chips share: notes per voice, the 50 Hz tick, patches, arpeggios
 * and envelopes. The chips' own renderers (platforms/st/sound.ts, platforms/amiga/sound.ts) drive
 * their emulations from it.
 */
import { type NoteEvent, parseNotes } from './notes';
import type { Patch, Tune } from './types';

/** Sequencer rate: the 50 Hz vertical blank both machines' replay routines ran from. */
export const TICK_HZ = 50;
/** Silence rendered after the last note, so decays and filters settle. */
export const TAIL_TICKS = 3;

export const sampleAt = (tick: number, fs: number): number => Math.round((tick * fs) / TICK_HZ);

export interface VoiceState {
  readonly events: readonly NoteEvent[];
  idx: number;
  sounding: boolean;
  factor: number; // Amiga waveform decimation of the current note
}

export function startVoices(tune: Tune): VoiceState[] {
  return tune.voices.map((v) => ({
    events: parseNotes(v.notes, v.patch, tune.tempo),
    idx: 0,
    sounding: false,
    factor: 1,
  }));
}

/** The note sounding at tick t, if any. */
export function eventAt(v: VoiceState, t: number): NoteEvent | null {
  while (v.idx < v.events.length && v.events[v.idx]!.tick + v.events[v.idx]!.ticks <= t) v.idx++;
  const ev = v.events[v.idx];
  return ev && ev.tick <= t ? ev : null;
}

export function patchOf(tune: Tune, name: string): Patch {
  const p = tune.patches[name];
  if (!p) throw new Error(`tune ${tune.name}: unknown patch ${name}`);
  return p;
}

export function pitchAt(ev: NoteEvent, patch: Patch, n: number): number {
  const arp = patch.arp;
  return arp && arp.length > 0 ? ev.hz * Math.pow(2, arp[n % arp.length]! / 12) : ev.hz;
}

export const envAt = (patch: Patch, n: number): number => patch.env[Math.min(n, patch.env.length - 1)]!;
