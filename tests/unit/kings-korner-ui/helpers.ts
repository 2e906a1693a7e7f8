/** Helpers for the King's Korner screen tests: a machine running the game, clicks at `locate`, PNGs. */
import { savePng } from '../png';
import { shellFor } from '../../../src/shell/launcher';
import { Machine } from '../../../src/core/machine';
import { Store, MemoryKV } from '../../../src/core/storage';
import { encodePng } from '../../../scripts/preview-ui';
import { gameModule, KingsKornerApp } from '../../../src/games/kings-korner/app';
import { kkEngine, legalMoves, select, type FreeSpaces, type KKMove, type KKState, type KKTarget } from '../../../src/games/kings-korner/engine';
import type { LaunchOptions } from '../../../src/games/registry';
import type { KeyInput } from '../../../src/core/app';
import { SolverClient } from '../../../src/solver/client';
import type { SolveBudget } from '../../../src/solver/types';
import type { SolverPort } from '../../../src/shell/advisor';

export type Plat = 'st' | 'amiga';

// The solver runs in this thread in Node, on every move: keep it short unless a test asks for more.
export const FAST: SolveBudget = { maxMs: 20, maxNodes: 5_000 };

/**
 * The shell's solver port for a test: the real solver (in this thread) with the test's `budget`
 * for every search, play's and "winnable deals only"'s alike; `asked.n` counts the requests.
 */
export function inThread(budget: SolveBudget = FAST, asked = { n: 0 }): SolverPort {
  const c = new SolverClient();
  return {
    request: (game, state, _budget, threads) => (asked.n++, c.request(game, state, budget, threads)),
    cancel: (game) => c.cancel(game),
    dispose: () => c.dispose(),
  };
}

/** A clock that moves 1 s per frame, so a DisplayBeep flash is over by the next frame. */
let now = 0;
export const tick = (m: Machine) => m.frame((now += 1000));

/**
 * A machine running the game. `aids`: the Aids preference on, with the mark's requester left out
 * (the first aid of a game marks it quietly here; aids.test.ts sees the requester). `solver`: the
 * shell's solver port (short searches unless the test asks for more).
 */
export function boot(
  platform: Plat, opts: Partial<LaunchOptions> = {}, kv = new MemoryKV(), video: 'pal' | 'ntsc' = 'pal', aids = false,
  solver: SolverPort | null = inThread(),
) {
  const m = new Machine({ platforms: PLATFORMS, platform, video, store: new Store(kv) });
  const shell = shellFor(m, 'kings-korner');
  shell.solver = solver;
  if (aids) {
    m.aids = true;
    shell.markAided = () => true;
  }
  const launch: LaunchOptions = { direct: true, resume: false, ...opts };
  const app = gameModule.create(m, launch, shell) as unknown as KingsKornerApp;
  shell.open(app, launch.resume); // as the launcher does: resume the save or begin
  m.run(app);
  tick(m);
  m.takeEvents();
  return { m, app, kv };
}

export function click(m: Machine, target: string, button: 'left' | 'right' = 'left') {
  const p = m.locate(target);
  if (!p) throw new Error(`locate(${target}) gave null`);
  m.pointerMove(p);
  m.pointerDown(p, button);
  m.pointerUp(p, button);
  tick(m);
}

export function key(m: Machine, k: string) {
  const ki: KeyInput = { key: k, code: '', ctrl: false, shift: false, alt: false };
  m.key(ki);
  tick(m);
}

/** Choose a menu item with the platform's gesture (ST: hover + click; Amiga: hold right). */
export function chooseMenu(m: Machine, title: string, item: string) {
  const t = m.locate(`menu:${title}`)!;
  if (m.platform.name === 'st') {
    m.pointerMove(t);
    const i = m.locate(`menu:${title}:${item}`)!;
    m.pointerMove(i);
    m.pointerDown(i, 'left');
    m.pointerUp(i, 'left');
  } else {
    m.pointerMove(t);
    m.pointerDown(t, 'right');
    const i = m.locate(`menu:${title}:${item}`)!;
    m.pointerMove(i);
    m.pointerUp(i, 'right');
  }
  tick(m);
}

export function targetName(t: KKTarget): string {
  return t.kind === 'cell' ? `cell:${t.row}:${t.col}` : t.kind;
}

export function targetOf(mv: KKMove): KKTarget {
  if (mv.type === 'draw') return { kind: 'deck' };
  if (mv.type === 'unhold') return { kind: 'discard' };
  return { kind: 'cell', row: mv.row, col: mv.col };
}

/**
 * A fixed plan on deal `deal`: draw and place (courts at home, others on the first free space)
 * until a TEN and a pair are both on the GRID with nothing face up. Returns the clicks, or null.
 */
export function findScenario(maxDeal = 2000, fs: FreeSpaces = 4) {
  for (let deal = 1; deal < maxDeal; deal++) {
    let s = kkEngine.newGame(deal, { freeSpaces: fs });
    const clicks: KKMove[] = [];
    while (s.end === null) {
      const hasTen = legalMoves(s).find((m) => m.type === 'discardTen');
      const hold = legalMoves(s).find((m) => m.type === 'hold');
      if (hasTen && hold && clicks.length >= 4) return { deal, fs, moves: clicks, state: s, ten: hasTen, hold };
      const ms = legalMoves(s);
      const mv = ms.find((m) => m.type === 'draw') ?? ms.find((m) => m.type === 'place');
      if (!mv) break;
      clicks.push(mv);
      s = kkEngine.apply(s, mv);
    }
  }
  return null;
}

/** A deal where the first drawn card is a court card (to test a refused place). */
export function selectMove(s: KKState, t: KKTarget) {
  return select(s, t);
}

const RGB = (m: Machine, i: number) => m.fb.palette[i]!;

/** Write the screen (with the pointer) as a PNG, scaled to roughly the monitor's shape. */
export function png(m: Machine, path: string) {
  const px = m.composite();
  const w = m.fb.width;
  const sx = w === 320 ? 3 : 2;
  const sy = w === 320 ? 3 : 4;
  tick(m);
  savePng(path, () => encodePng(w * sx, m.fb.height * sy, (x, y) => RGB(m, px[Math.floor(y / sy) * w + Math.floor(x / sx)]!)));
}

/** Play `deal` with the engine's hint to the end: the moves and the final state. */
export function playOut(deal: number, fs: FreeSpaces = 4) {
  let s = kkEngine.newGame(deal, { freeSpaces: fs });
  const moves: KKMove[] = [];
  while (s.end === null) {
    const mv = hintMove(s);
    if (!mv) break;
    moves.push(mv);
    s = kkEngine.apply(s, mv);
  }
  return { moves, state: s };
}

import { hint } from '../../../src/games/kings-korner/engine';
import { PLATFORMS } from '../../../platforms';
const hintMove = (s: KKState) => hint(s);

/** The first deal (from `from`) whose hinted play ends `won` or lost. */
export function findDeal(want: 'won' | 'lost', fs: FreeSpaces = 4, from = 1) {
  for (let d = from; d < from + 5000; d++) {
    const r = playOut(d, fs);
    if ((r.state.end === 'won') === (want === 'won')) return { deal: d, ...r };
  }
  throw new Error('no deal found');
}
