/**
 * Parses the note text of a tune voice into timed note events (50 Hz ticks).
 *
 * Grammar (tokens separated by spaces):
 *   C5  F#4  Bb3      note name + octave (A4 = 440 Hz, equal temperament)
 *   2404hz            a raw frequency in Hz
 *   r  or  -          rest
 *   :n                optional length suffix in steps (n may be fractional), e.g. C5:4 or r:2;
 *                     without it the previous length is reused (starting at 1)
 *   @name             switch the voice to another patch from here on
 *   |                 bar line, ignored (for reading)
 */
import type { Tune } from './types';

export interface NoteEvent {
  readonly tick: number;
  readonly ticks: number;
  readonly hz: number;
  readonly patch: string;
}

const SEMI: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** Frequency of a note name such as "C#5" or "Bb3" (A4 = 440 Hz), or of "440hz". */
export function noteHz(name: string): number {
  const raw = /^(\d+(?:\.\d+)?)hz$/i.exec(name);
  if (raw) return Number(raw[1]);
  const m = /^([A-Ga-g])([#b]?)(-?\d)$/.exec(name);
  if (!m) throw new SyntaxError(`bad note "${name}"`);
  const semis = SEMI[m[1]!.toUpperCase()]! + (m[2] === '#' ? 1 : m[2] === 'b' ? -1 : 0);
  const midi = 12 * (Number(m[3]) + 1) + semis;
  return 440 * Math.pow(2, (midi - 69) / 12);
}

/** Note events of one voice; `tempo` is ticks per step. Step boundaries round to whole ticks. */
export function parseNotes(text: string, patch: string, tempo: number): NoteEvent[] {
  const events: NoteEvent[] = [];
  let steps = 0; // running position in steps
  let len = 1;
  let current = patch;
  for (const token of text.split(/\s+/)) {
    if (token === '' || token === '|') continue;
    if (token.startsWith('@')) {
      current = token.slice(1);
      if (!current) throw new SyntaxError('empty patch name after @');
      continue;
    }
    const [pitch, lenText, extra] = token.split(':');
    if (extra !== undefined) throw new SyntaxError(`bad token "${token}"`);
    if (lenText !== undefined) {
      len = Number(lenText);
      if (!(len > 0) || !Number.isFinite(len)) throw new SyntaxError(`bad length in "${token}"`);
    }
    const start = Math.round(steps * tempo);
    steps += len;
    const end = Math.round(steps * tempo);
    if (pitch === 'r' || pitch === '-') continue;
    events.push({ tick: start, ticks: end - start, hz: noteHz(pitch!), patch: current });
  }
  return events;
}

/** Length of a voice in ticks, rests included. */
export function voiceTicks(text: string, tempo: number): number {
  let steps = 0;
  let len = 1;
  for (const token of text.split(/\s+/)) {
    if (token === '' || token === '|' || token.startsWith('@')) continue;
    const lenText = token.split(':')[1];
    if (lenText !== undefined) len = Number(lenText);
    steps += len;
  }
  return Math.round(steps * tempo);
}

/** Length of a tune in ticks (its longest voice). */
export function tuneTicks(tune: Tune): number {
  return Math.max(0, ...tune.voices.map((v) => voiceTicks(v.notes, tune.tempo)));
}

/** Checks a tune against its patch table; returns problems (empty when fine). */
export function validateTune(tune: Tune, waveNames: readonly string[]): string[] {
  const problems: string[] = [];
  if (tune.voices.length < 1 || tune.voices.length > 3) problems.push(`${tune.name}: 1 to 3 voices`);
  if (!(tune.tempo > 0)) problems.push(`${tune.name}: tempo must be > 0`);
  tune.voices.forEach((v, i) => {
    let events: NoteEvent[] = [];
    try {
      events = parseNotes(v.notes, v.patch, tune.tempo);
    } catch (e) {
      problems.push(`${tune.name} voice ${i}: ${(e as Error).message}`);
    }
    for (const ev of events) {
      const p = tune.patches[ev.patch];
      if (!p) problems.push(`${tune.name} voice ${i}: unknown patch ${ev.patch}`);
      else {
        if (!waveNames.includes(p.wave)) problems.push(`patch ${ev.patch}: unknown wave ${p.wave}`);
        if (p.env.length === 0 || p.env.some((x) => !(x >= 0 && x <= 15))) problems.push(`patch ${ev.patch}: env 0..15`);
      }
    }
    for (const c of v.paula ?? []) if (!(c >= 0 && c <= 3)) problems.push(`${tune.name} voice ${i}: paula channel ${c}`);
  });
  return problems;
}
