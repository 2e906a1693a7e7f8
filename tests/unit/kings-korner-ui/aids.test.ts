/**
 * King's Korner's Aids: off by default (no solver asked, no verdict line, Hint refused with its
 * reason); turned on, a game in progress is marked once, the mark is saved and resumed, and a marked
 * win counts as won but never raises the streak or the best. An old save resumes unmarked.
 */
import { describe, expect, it } from 'vitest';
import { MemoryKV } from '../../../src/core/storage';
import { Framebuffer } from '../../../src/core/framebuffer';
import type { Machine } from '../../../src/core/machine';
import type { RequesterSpec } from '../../../src/core/requester';
import { AIDED_LINES } from '../../../src/shell/session';
import { SAVE, STATS, position } from '../../../src/games/kings-korner/records';
import { drawPlay, layout } from '../../../src/games/kings-korner/view';
import { verdictText } from '../../../src/shell/advice';
import { statusText } from '../../../src/games/kings-korner/status';
import { boot, chooseMenu, click, findDeal, findScenario, inThread, targetName, targetOf, tick } from './helpers';

/** Every requester's lines, answered at once with its first button. */
function recordAlerts(m: Machine): string[][] {
  const seen: string[][] = [];
  m.alert = (spec: RequesterSpec) => {
    seen.push(spec.lines);
    return Promise.resolve({ button: 1, text: '' });
  };
  return seen;
}

const st = (m: Machine) => m.state() as { winnable: unknown; aided: boolean; cursor: unknown; over: boolean; won: boolean };
const flush = () => new Promise<void>((r) => setTimeout(r, 0));
const win = findDeal('won');
const sc = findScenario()!;

/** The pixels of the deal/verdict area under the GRID. */
function infoRegion(m: Machine, fb: Framebuffer = m.fb): string {
  const L = layout(m.platform, fb.width, fb.height);
  const out: number[] = [];
  for (let y = L.info.y; y < L.info.y + 27; y++) for (let x = L.info.x; x < fb.width; x++) out.push(fb.pixels[y * fb.width + x]!);
  return out.join(',');
}

describe("King's Korner with Aids off (the default)", () => {
  it('a whole game asks no solver, shows no verdict, and refuses Hint saying why', () => {
    const asked = { n: 0 };
    const { m, app } = boot('st', { deal: win.deal, freeSpaces: 4 }, undefined, undefined, false, inThread(undefined, asked));
    expect(m.aids).toBe(false);
    expect(st(m).winnable).toBeNull();
    const hint = app.menus().flatMap((x) => x.items).find((i) => typeof i === 'object' && i.id === 'hint');
    expect(hint).toMatchObject({ enabled: false });
    app.giveHint();
    expect(app.note).toBe('Hint is one of the Aids: turn Aids on to use it.');
    expect(st(m).cursor).toBeNull();
    const alerts = recordAlerts(m);
    for (const mv of win.moves) click(m, targetName(targetOf(mv)));
    expect(st(m)).toMatchObject({ over: true, won: true, aided: false });
    expect(asked.n).toBe(0);
    expect(alerts.flat()).not.toContain(AIDED_LINES[0]);
    // the verdict area holds the deal number only
    const fb = new Framebuffer(m.fb.width, m.fb.height, m.fb.space, m.fb.colours);
    drawPlay(fb, m.platform, { s: app.s!, cursor: null, status: app.note ?? statusText(app.s), backDesign: 0 });
    tick(m);
    expect(infoRegion(m)).toBe(infoRegion(m, fb));
    expect(m.store.read(STATS)![4]).toMatchObject({ played: 1, won: 1, streak: 1, best: 1 });
  });
});

describe("King's Korner with Aids on", () => {
  it('turned on mid-game: the game is marked once (kept in the save and on resume), the solver asked, the verdict shown', async () => {
    const asked = { n: 0 }; // the requests of both screens below
    const kv = new MemoryKV();
    const { m, app } = boot('st', { deal: sc.deal, freeSpaces: sc.fs }, kv, undefined, false, inThread(undefined, asked));
    const alerts = recordAlerts(m);
    click(m, targetName(targetOf(sc.moves[0]!)));
    expect(asked.n).toBe(0);
    chooseMenu(m, 'PROJECT', 'Aids');
    expect(m.aids).toBe(true);
    expect(alerts).toEqual([AIDED_LINES]);
    expect(asked.n).toBe(1);
    await flush();
    tick(m);
    expect(st(m).winnable).not.toBeNull();
    expect(st(m).aided).toBe(true);
    expect(JSON.parse(kv.getItem('retro.' + SAVE.key)!)).toMatchObject({ v: SAVE.version, data: { aided: true } });
    // the log says when: one aid entry, after the first move (Aids were turned on there)
    expect(app.log()!.moves.map((e) => e.type)).toEqual([sc.moves[0]!.type, 'aid']);
    // more moves and a Hint: told once only
    click(m, targetName(targetOf(sc.moves[1]!)));
    chooseMenu(m, 'PROJECT', 'Hint');
    expect(app.note).toMatch(/^(Solver|Hint): /);
    expect(alerts).toEqual([AIDED_LINES]);
    // the mark survives a reload
    const again = boot('st', { resume: true }, kv, undefined, false, inThread(undefined, asked));
    expect(st(again.m).aided).toBe(true);
    // turned off: the verdict goes and the solver is not asked again
    const before = asked.n;
    chooseMenu(m, 'PROJECT', 'Aids');
    click(m, targetName(targetOf(sc.moves[2]!)));
    expect(st(m).winnable).toBeNull();
    expect(asked.n).toBe(before);
  });

  it('a first move with Aids on marks a fresh game; a marked win counts as won but ends the streak and never raises the best', async () => {
    const { m } = boot('st', { deal: win.deal, freeSpaces: 4 });
    // an unaided win first: streak 1, best 1
    recordAlerts(m);
    for (const mv of win.moves) click(m, targetName(targetOf(mv)));
    expect(m.store.read(STATS)![4]).toMatchObject({ played: 1, won: 1, streak: 1, best: 1 });
    m.setAids(true);
    (m.app as unknown as { start(d: number, fs: number): void }).start(win.deal, 4); // the same deal again
    const alerts = recordAlerts(m);
    expect(st(m).aided).toBe(false); // a new game starts unmarked
    for (const mv of win.moves) click(m, targetName(targetOf(mv)));
    await flush();
    expect(alerts[0]).toEqual(AIDED_LINES);
    expect(st(m)).toMatchObject({ over: true, won: true, aided: true });
    expect(m.store.read(STATS)![4]).toMatchObject({ played: 2, won: 2, streak: 0, best: 1 });
  });

  it('the win screen says nothing of winning and drops the hint cursor', () => {
    const { m, app } = boot('amiga', { deal: win.deal, freeSpaces: 4 }, undefined, undefined, true);
    recordAlerts(m);
    for (const mv of win.moves.slice(0, -1)) click(m, targetName(targetOf(mv)));
    app.giveHint();
    expect(st(m).cursor).not.toBeNull();
    click(m, targetName(targetOf(win.moves.at(-1)!)));
    expect(st(m)).toMatchObject({ won: true, cursor: null });
    tick(m);
    const fb = new Framebuffer(m.fb.width, m.fb.height, m.fb.space, m.fb.colours);
    drawPlay(fb, m.platform, { s: app.s!, cursor: null, status: app.note ?? statusText(app.s), backDesign: 0 });
    expect(infoRegion(m)).toBe(infoRegion(m, fb));
    drawPlay(fb, m.platform, { s: app.s!, cursor: null, status: app.note ?? statusText(app.s), backDesign: 0, solver: verdictText('won') });
    expect(infoRegion(m)).not.toBe(infoRegion(m, fb));
  });
});

describe("King's Korner's save version 2 (before Aids)", () => {
  it('resumes unmarked and is written back in the shell\'s envelope, as its log', () => {
    const kv = new MemoryKV();
    const { m } = boot('st', { deal: sc.deal, freeSpaces: sc.fs }, kv);
    for (const mv of sc.moves.slice(0, 3)) click(m, targetName(targetOf(mv)));
    const now = JSON.parse(kv.getItem('retro.' + SAVE.key)!) as { v: number; data: { aided: boolean; game: Record<string, unknown> } };
    expect(now.data.aided).toBe(false);
    // version 2 kept the position itself, its moves in `history`
    const v2 = JSON.parse(JSON.stringify((m.app as unknown as { s: unknown }).s)) as unknown;
    kv.setItem('retro.' + SAVE.key, JSON.stringify({ v: 2, data: v2 }));
    const again = boot('st', { resume: true }, kv);
    expect(again.m.store.problems).toEqual([]);
    expect(again.app.s).toEqual(m.app && (m.app as unknown as { s: unknown }).s);
    expect(st(again.m).aided).toBe(false);
    const back = JSON.parse(kv.getItem('retro.' + SAVE.key)!) as typeof now;
    expect(back).toMatchObject({ v: SAVE.version, data: { aided: false } });
    expect(position(back.data.game as never)).toEqual(v2);
    // a save whose mark is not a boolean is damaged
    kv.setItem('retro.' + SAVE.key, JSON.stringify({ v: SAVE.version, data: { game: now.data.game, aided: 'yes' } }));
    expect(boot('st', { resume: true }, kv).m.store.problems.map((p) => p.kind)).toEqual(['corrupt']);
  });
});
