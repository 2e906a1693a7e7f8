/**
 * The accented letters of Latin-1, made from a font's own letters and one set of marks, so both
 * designs read "Zoë" or "Jürgen" in the door rather than a box (the ST's and the Amiga's own
 * character sets both had them). A small letter takes its mark in the two empty rows above it; a
 * capital is pressed into rows 2..6 (rows it repeats are dropped) under a one-row mark and a gap.
 */
type Rows = ArrayLike<number>;

/** Two-row marks over a small letter, one-row marks over a capital (columns 1..6, as the letters). */
const MARKS = {
  grave: { small: [0x30, 0x18], capital: 0x30 },
  acute: { small: [0x0c, 0x18], capital: 0x0c },
  circumflex: { small: [0x18, 0x66], capital: 0x3c },
  tilde: { small: [0x76, 0xdc], capital: 0x76 },
  diaeresis: { small: [0x66, 0x00], capital: 0x66 },
  ring: { small: [0x18, 0x18], capital: 0x18 },
} as const;
type Mark = keyof typeof MARKS;

const LETTERS: readonly [string, string, Mark][] = [
  ...(['grave', 'acute', 'circumflex', 'tilde', 'diaeresis', 'ring'] as const).flatMap((m, i): [string, string, Mark][] => [
    ['àáâãäå'[i]!, 'a', m],
    ['ÀÁÂÃÄÅ'[i]!, 'A', m],
  ]),
  ...(['grave', 'acute', 'circumflex', 'diaeresis'] as const).flatMap((m, i): [string, string, Mark][] => [
    ['èéêë'[i]!, 'e', m],
    ['ÈÉÊË'[i]!, 'E', m],
    ['ìíîï'[i]!, 'i', m],
    ['ÌÍÎÏ'[i]!, 'I', m],
    ['ùúûü'[i]!, 'u', m],
    ['ÙÚÛÜ'[i]!, 'U', m],
  ]),
  ...(['grave', 'acute', 'circumflex', 'tilde', 'diaeresis'] as const).flatMap((m, i): [string, string, Mark][] => [
    ['òóôõö'[i]!, 'o', m],
    ['ÒÓÔÕÖ'[i]!, 'O', m],
  ]),
  ['ñ', 'n', 'tilde'],
  ['Ñ', 'N', 'tilde'],
  ['ý', 'y', 'acute'],
  ['ÿ', 'y', 'diaeresis'],
  ['Ý', 'Y', 'acute'],
];

function small(base: Rows, mark: Mark): Uint8Array {
  const g = Uint8Array.from(base);
  // A dotted i loses its dot first.
  g[0] = MARKS[mark].small[0];
  g[1] = MARKS[mark].small[1];
  return g;
}

/** Drop rows a letter repeats (inner rows first) until it is `n` rows tall. */
function squeeze(rows: number[], n: number): number[] {
  const r = [...rows];
  while (r.length > n) {
    let drop = r.findIndex((x, i) => i >= 1 && i < r.length - 2 && x === r[i + 1]);
    if (drop < 0) drop = 1;
    r.splice(drop, 1);
  }
  return r;
}

function capital(base: Rows, mark: Mark): Uint8Array {
  // Mark, a blank row, then the letter in rows 2..6, as the machines' own Ä and Ü were drawn.
  return Uint8Array.from([MARKS[mark].capital, 0, ...squeeze(Array.from(base).slice(0, 7), 5), base[7] ?? 0]);
}

/** The accented letters `table` lacks, made from its own base letters (added to a copy). */
export function withAccents(table: ReadonlyMap<string, Rows>): Map<string, Rows> {
  const out = new Map(table);
  for (const [ch, baseCh, mark] of LETTERS) {
    const base = table.get(baseCh);
    if (out.has(ch) || !base) continue;
    out.set(ch, baseCh === baseCh.toUpperCase() ? capital(base, mark) : small(base, mark));
  }
  // Cedillas hang under the letter, in the descender row.
  for (const [ch, baseCh] of [['ç', 'c'], ['Ç', 'C']] as const) {
    const base = table.get(baseCh);
    if (out.has(ch) || !base) continue;
    const g = Uint8Array.from(base);
    g[7] = 0x18;
    out.set(ch, g);
  }
  return out;
}
