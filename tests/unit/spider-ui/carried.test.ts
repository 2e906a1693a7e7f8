/**
 * A Hit Parade name being typed goes with the game (issue 47 step 4): it is saved with the game at
 * every key, so the window that takes the game up ("Play here", or the page after a reload) opens
 * its name box with it, selected: Enter keeps it, typing replaces it.
 */
import { describe, expect, it } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { Machine } from '../../../src/core/machine';
import { shellFor } from '../../../src/shell/launcher';
import { SpiderApp } from '../../../src/games/spider/app';
import { PLATFORMS } from '../../../platforms';
import { drive } from '../harness';
import { legalMoves, status } from '../../../src/games/spider/engine';
import { SAVE } from '../../../src/games/spider/records';
import { loadHitParade } from '../../../src/games/spider/hitparade';
import { boot, settle } from './helpers';

const desk = () => ({ id: 'desktop', screen: 'graphics' as const, title: 'Desk', menus: () => null, draw: () => {}, state: () => ({ game: 'desktop' }), locate: () => null });

/** Another window takes the saved game up, as the launcher does (the app runs, then resumes the save). */
function takeUp(kv: MemoryKV) {
  const store = new Store(kv);
  const m = new Machine({ platforms: PLATFORMS, platform: 'st', video: 'pal', store });
  const shell = shellFor(m, 'spider');
  shell.solver = null;
  const app = new SpiderApp(m, { direct: true, resume: true }, shell);
  m.run(app);
  shell.open(app, true);
  return { m, app, kv, store, ...drive(m) };
}

/** Deal 1058 (ST rules, four suits) dealt out then played by the first legal move is lost with a score. */
function lose(t: Pick<ReturnType<typeof boot>, 'app'>) {
  for (let i = 0; i < 60 && status(t.app.s) === 'playing'; i++) {
    const ms = legalMoves(t.app.s);
    t.app.play(ms.find((m) => m.type === 'deal') ?? ms[0]!);
  }
  expect(status(t.app.s)).toBe('lost');
}

/** From the "No more moves" requester, Quit: the Hit Parade's name box comes up. */
async function toNameBox(t: Pick<ReturnType<typeof boot>, 'm'>) {
  t.m.desktopFactory = desk;
  await settle();
  expect(t.m.requesters.at(-1)!.spec.buttons).toEqual(['Quit', 'Board']);
  t.m.requesters.at(-1)!.answer(0);
  await settle();
  await settle();
  const box = t.m.requesters.at(-1)!;
  expect(box.spec.input).toBeDefined();
  return box;
}

describe("Spider's Hit Parade name, carried to the window that takes the game", () => {
  it('opens there with what was typed, selected; Enter enters it once', async () => {
    const kv = new MemoryKV();
    const one = boot('st', { deal: 1058, rules: 'st', suits: 4 }, kv);
    lose(one);
    const first = await toNameBox(one);
    expect(first.text).toBe('');
    for (const k of 'Ada') one.press(k);
    expect(one.store.read(SAVE)).toMatchObject({ typed: 'Ada' });

    const two = takeUp(kv);
    const box = await toNameBox(two);
    expect(box.text).toBe('Ada');
    expect(box.selected).toBe(true);
    two.press('Enter');
    await settle();
    await settle();
    const rows = loadHitParade(two.m).st[4];
    expect(rows.map((r) => r.name)).toEqual(['Ada']);
    expect(rows[0]!.id).toBe(two.app.gameId);
  });

  it('typing replaces the carried name', async () => {
    const kv = new MemoryKV();
    const one = boot('st', { deal: 1058, rules: 'st', suits: 4 }, kv);
    lose(one);
    await toNameBox(one);
    for (const k of 'Ada') one.press(k);
    const two = takeUp(kv);
    const box = await toNameBox(two);
    expect(box.text).toBe('Ada');
    two.press('Z');
    expect(box.text).toBe('Z');
  });
});
