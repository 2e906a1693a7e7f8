import type { Tune, TuneName } from '../../src/sound/types';
import { PATCHES } from './patches';

/** Tempo is 50 Hz ticks per step (a step is a sixteenth). See docs/sound.md for the note text. */

const move: Tune = {
  name: 'move',
  description: 'A soft rising fourth (G5 to C6) on the triangle, 200 ms; plays after every automatic move.',
  tempo: 2,
  patches: PATCHES,
  voices: [{ patch: 'soft', notes: 'G5:1 C6:4' }],
};

const deal: Tune = {
  name: 'deal',
  description: 'A rippling arpeggio over C, D and E with a hi-hat "riffle", landing on C6: the cards going out.',
  tempo: 2,
  patches: PATCHES,
  voices: [
    { patch: 'pluck', notes: 'C5:1 E5 G5 C6 | D5 F5 A5 D6 | E5 G5 B5 E6 | C6:6' },
    { patch: 'bass', notes: 'C3:4 D3:4 E3:4 C3:6' },
    { patch: 'hat', notes: 'C7:2 C7 C7 C7 C7 C7 r:6' },
  ],
};

const suit: Tune = {
  name: 'suit',
  description: 'A chime climbing the C major chord (G5 C6 E6 G6) over a held C: a suit is complete.',
  tempo: 3,
  patches: PATCHES,
  voices: [
    { patch: 'chime', notes: 'G5:2 C6:2 E6:2 G6:6' },
    { patch: 'soft', notes: 'E5:2 G5:2 C6:2 E6:6' },
    { patch: 'bass', notes: 'C3:6 C3:6' },
  ],
};

const win: Tune = {
  name: 'win',
  description: 'A three-bar fanfare in C (C, F, G to C) with an arpeggiated chord voice and a walking bass, 3.6 s.',
  tempo: 3,
  patches: PATCHES,
  voices: [
    {
      patch: 'lead',
      notes: 'G4:2 C5:2 E5:2 G5:4 E5:2 G5:8 | A4:2 D5:2 F5:2 A5:4 F5:2 A5:8 | G5:2 G5:1 G5:1 A5:2 B5:2 C6:12',
    },
    { patch: 'chord', notes: 'C4:20 | F4:20 | G4:8 C4:12' },
    { patch: 'bass', notes: 'C3:4 G2 C3 G2 C3 | F2 C3 F2 C3 F2 | G2 G2 C3:12' },
  ],
};

const lose: Tune = {
  name: 'lose',
  description: 'The sad trombone: G4, F#4, F4 sinking to a long E4 over a falling bass, about 2 s.',
  tempo: 4,
  patches: PATCHES,
  voices: [
    { patch: 'lead', notes: 'G4:4 F#4:4 F4:4 E4:12' },
    { patch: 'bass', notes: 'C3:4 B2:4 Bb2:4 A2:12' },
  ],
};

const title: Tune = {
  name: 'title',
  description:
    'The title tune: a four-bar C major melody (C, Am, C, F-G, G, C) over a root-fifth bass and a noise drum/hat beat, 7.7 s.',
  tempo: 3,
  patches: PATCHES,
  voices: [
    {
      patch: 'lead',
      notes:
        'E5:4 G5:2 E5:2 D5:4 C5:4 D5:4 E5:2 D5:2 C5:4 A4:4 | G4:4 C5:2 D5:2 E5:4 G5:4 A5:4 G5:2 E5:2 D5:8 | ' +
        'E5:4 G5:2 E5:2 D5:4 C5:4 D5:4 E5:2 D5:2 C5:4 A4:4 | G4:4 A4:2 B4:2 C5:4 D5:4 C5:12 r:4',
    },
    {
      patch: 'bass',
      notes:
        'C3:2 G3 '.repeat(4) + 'A2 E3 '.repeat(4) + '| ' +
        'C3 G3 '.repeat(4) + 'F2 C3 '.repeat(2) + 'G2 D3 '.repeat(2) + '| ' +
        'C3 G3 '.repeat(4) + 'A2 E3 '.repeat(4) + '| ' +
        'G2 D3 '.repeat(4) + 'C3:12 r:4',
    },
    { patch: 'drum', notes: '@drum C4:2 @hat C7:2 '.repeat(31) + '@drum C4:4' },
  ],
};

const error: Tune = {
  name: 'error',
  description: 'A low growl falling a third (E3 to C3), 320 ms: that move is not allowed.',
  tempo: 2,
  patches: PATCHES,
  voices: [{ patch: 'buzz', notes: 'E3:3 C3:5' }],
};

export const TUNES: Readonly<Record<TuneName, Tune>> = { move, deal, suit, win, lose, title, error };
