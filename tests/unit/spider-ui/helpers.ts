/** Helpers for Spider's screen tests: a machine running Spider, clicks, keys, PNGs of the screen. */
import { savePng } from '../png';
import { expect } from 'vitest';
import { Machine } from '../../../src/core/machine';
import { Store, MemoryKV } from '../../../src/core/storage';
import { SpiderApp } from '../../../src/games/spider/app';
import { SOLVE_BUDGET } from '../../../src/games/spider/advice';
import type { SolverPort } from '../../../src/shell/advisor';
import type { SolveBudget } from '../../../src/solver/types';
import { encodePng } from '../../../scripts/preview-cards';
import { spiderEngine, hint, type SpiderState } from '../../../src/games/spider/engine';
import type { LaunchOptions } from '../../../src/games/types';
import { shellFor } from '../../../src/shell/launcher';
import { drive } from '../harness';
import { PLATFORMS } from '../../../platforms';

export type Plat = 'st' | 'amiga';

/** The solver a test gives Spider (none by default, so no test runs a search it did not ask for), and its budgets. */
export interface SolverSeam {
  solver?: SolverPort | null;
  /** In place of the search after every move (SOLVE_BUDGET). */
  budget?: SolveBudget;
  /** In place of each "winnable deals only" try's (WINNABLE_BUDGET). */
  winnableBudget?: SolveBudget;
}

/** The stand-in put on the shell's solver port: `seam.solver`, asked with the test's budgets. */
export function standIn(seam: SolverSeam): SolverPort | null {
  const port = seam.solver ?? null;
  if (!port || (!seam.budget && !seam.winnableBudget)) return port;
  return {
    request: (game, state, budget, threads) =>
      port.request(game, state, (budget === SOLVE_BUDGET ? seam.budget : seam.winnableBudget) ?? budget, threads),
    cancel: (game) => port.cancel?.(game),
    dispose: () => port.dispose(),
  };
}

/** `aids`: the collection's Aids preference as the page sets it before the game starts (off by default). */
export function boot(platform: Plat, opts: Partial<LaunchOptions> = {}, kv = new MemoryKV(), video: 'pal' | 'ntsc' = 'pal', seam: SolverSeam = {}, aids = false) {
  const store = new Store(kv);
  const m = new Machine({ platforms: PLATFORMS, platform, video, store });
  m.setAids(aids);
  const launch: LaunchOptions = { direct: true, resume: false, deal: 1, ...opts };
  const shell = shellFor(m, 'spider');
  shell.solver = standIn(seam);
  const app = new SpiderApp(m, launch, shell);
  shell.open(app, launch.resume); // as the launcher does: resume the save or begin
  m.run(app);
  const d = drive(m);
  return { m, app, kv, store, ...d };
}

/** A Spider app made as the launcher makes one (the shell then has it resume its save or begin), not yet run. */
export function spiderApp(m: Machine, opts: LaunchOptions): SpiderApp {
  const shell = shellFor(m, 'spider');
  const app = new SpiderApp(m, opts, shell);
  shell.open(app, opts.resume);
  return app;
}

/** Let requester promises settle. */
export const settle = () => new Promise((r) => setTimeout(r, 0));

export function png(m: Machine, name: string) {
  m.frame(1e9);
  const sy = 2;
  const sx = m.platform.name === 'amiga' ? 1 : 2;
  const pal = Array.from(m.fb.palette);
  const px = m.composite();
  const fb = { ...m.fb, pixels: px, width: m.fb.width, height: m.fb.height } as unknown as Parameters<typeof encodePng>[0];
  savePng(`/tmp/spider-${name}.png`, () => encodePng(fb, pal, sx, sy));
}

/** Play HELP's suggestions (moves, removals, deals) n times from `s`. */
export function playHints(s: SpiderState, n: number): SpiderState {
  for (let i = 0; i < n; i++) {
    const h = hint(s);
    if (!h) break;
    s = spiderEngine.apply(s, h);
  }
  return s;
}

/** Count of pixels of colour `c` inside a rectangle. */
export function countColour(m: Machine, r: { x: number; y: number; w: number; h: number }, c: number): number {
  let n = 0;
  for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) if (m.fb.pget(x, y) === c) n++;
  return n;
}

/** Answer the shell's "Quit Spider?" (asked while a game is in progress) with Quit. */
export async function confirmQuit(t: { m: Machine; click: (target: string) => void }) {
  await settle();
  expect(t.m.requesters.at(-1)?.spec.lines[0]).toBe('Quit Spider?');
  t.click('button:Quit');
  await settle();
}
