/**
 * King's Korner on the shell: quitting and replacing a game ask first (Cancel and Escape keep it),
 * the launcher's "Continue?" resumes exactly, a game abandoned only by an explicit New game counts
 * as lost, an old-shape save resumes, and the dialogs are the machine's own.
 */
import { describe, expect, it } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { Machine } from '../../../src/core/machine';
import type { App } from '../../../src/core/app';
import { Launcher } from '../../../src/shell/launcher';
import { SAVE, STATS, position } from '../../../src/games/kings-korner/records';
import { freeLayout } from '../../../src/games/kings-korner/view';
import { C } from '../../../src/core/colours';
import { boot, chooseMenu, click, findScenario, key, targetName, targetOf, tick, png, type Plat } from './helpers';

const sc = findScenario()!;
const flush = () => new Promise<void>((r) => setTimeout(r, 0));
const desktop = (): App => ({ id: 'desktop', screen: 'graphics', title: '', menus: () => null, draw() {}, state: () => ({ game: 'desktop' }), locate: () => null });
const ctrl = (m: Machine, k: string) => {
  m.key({ key: k, code: '', ctrl: true, shift: false, alt: false });
  tick(m);
};
const game = (m: Machine) => {
  const { winnable, ...rest } = m.state() as Record<string, unknown>;
  void winnable;
  return rest;
};
const played = (kv: MemoryKV) => (JSON.parse(kv.getItem('retro.' + STATS.key) ?? 'null') as { data: { played: number }[] } | null)?.data[sc.fs]?.played ?? 0;

/** A game with a few moves made, on its own storage. */
function inPlay(plat: Plat, kv = new MemoryKV()) {
  const b = boot(plat, { deal: sc.deal, freeSpaces: sc.fs }, kv);
  for (const mv of sc.moves.slice(0, 4)) click(b.m, targetName(targetOf(mv)));
  b.m.desktopFactory = desktop;
  return b;
}

describe.each(['st', 'amiga'] as Plat[])("King's Korner on the shell (%s)", (plat) => {
  it('Quit with a game in progress asks: Cancel and Escape keep the game; Quit leaves it saved', async () => {
    const { m, app, kv } = inPlay(plat);
    const before = game(m);
    chooseMenu(m, 'PROJECT', 'Quit');
    expect(m.locate('button:Cancel')).not.toBeNull();
    click(m, 'button:Cancel');
    await flush();
    expect(m.app).toBe(app);
    ctrl(m, 'x');
    expect(m.locate('button:Quit')).not.toBeNull();
    key(m, 'Escape');
    await flush();
    expect(m.app).toBe(app);
    expect(game(m)).toEqual(before);
    ctrl(m, 'x');
    click(m, 'button:Quit');
    await flush();
    expect((m.state() as { game: string }).game).toBe('desktop');
    expect(new Store(kv).exists(SAVE)).toBe(true);
  });

  it('Quit with nothing in progress leaves at once', async () => {
    const { m } = boot(plat, { deal: 3 });
    m.desktopFactory = desktop;
    chooseMenu(m, 'PROJECT', 'Quit');
    await flush();
    expect((m.state() as { game: string }).game).toBe('desktop');
  });

  it('Ctrl+N and the NEW GAME items ask before replacing a game in progress; the one given up counts as lost', async () => {
    const { m, kv } = inPlay(plat);
    const before = game(m);
    ctrl(m, 'n');
    key(m, 'Escape');
    await flush();
    expect(game(m)).toEqual(before);
    chooseMenu(m, 'NEW GAME', 'Choose FREE SPACES');
    click(m, 'button:Cancel');
    await flush();
    expect(game(m)).toEqual(before);
    expect(played(kv)).toBe(0);
    ctrl(m, 'n');
    click(m, 'button:New game');
    await flush();
    expect(m.state()).toMatchObject({ phase: 'play', freeSpaces: sc.fs });
    expect((m.state() as { deck: unknown[] }).deck).toHaveLength(52);
    expect(played(kv)).toBe(1);
  });

  it("the launcher's Continue (or Escape) resumes exactly; New game gives it up only when a deal replaces it", async () => {
    const kv = new MemoryKV();
    const { m } = inPlay(plat, kv);
    const before = game(m);
    const launcher = new Launcher(m);
    for (const answer of ['button:Continue', 'Escape']) {
      m.run(desktop());
      const launched = launcher.launch('kings-korner', { direct: false, resume: false }, 'desktop');
      await flush(); // the launcher first claims the game for this window (issue 30)
      tick(m);
      expect(m.locate('button:Continue')).not.toBeNull();
      if (answer === 'Escape') key(m, 'Escape');
      else click(m, answer);
      await launched;
      tick(m);
      expect(game(m)).toEqual(before);
    }
    expect(played(kv)).toBe(0);
    // New game: the title screen; leaving from there keeps the saved game
    m.run(desktop());
    let launched = launcher.launch('kings-korner', { direct: false, resume: false }, 'desktop');
    await flush();
    tick(m);
    click(m, 'button:New game');
    await launched;
    expect(m.state()).toMatchObject({ phase: 'title' });
    m.run(desktop());
    launched = launcher.launch('kings-korner', { direct: false, resume: false }, 'desktop');
    await flush();
    tick(m);
    click(m, 'button:New game');
    await launched;
    click(m, 'title');
    click(m, `free:${sc.fs}`);
    expect(m.state()).toMatchObject({ phase: 'play', freeSpaces: sc.fs });
    expect(played(kv)).toBe(1);
  });

  it('the FREE SPACES choice and the search box are the machine’s own dialogs', () => {
    const { m, app } = boot(plat, { direct: false, deal: 3 });
    click(m, 'title');
    const F = freeLayout(m.platform, m.fb.width, m.fb.height);
    const paper = plat === 'st' ? C.WHITE : C.BLUE;
    expect(m.fb.pget(F.panel.x + 8, F.panel.y + 6)).toBe(paper);
    // the preset button: GEM's thick border, or Intuition's orange gadget
    const b = F.buttons[4]!;
    if (plat === 'st') expect(m.fb.pget(b.x - 2, b.y + 4)).toBe(C.BLACK);
    else expect(m.fb.pget(b.x + 4, b.y + 4)).toBe(C.ORANGE);
    png(m, `test-results/kings-korner-${plat}-free-dialog.png`);
    app.shell.winnable.tries = 7;
    m.invalidate();
    tick(m);
    const w = 'Looking for a winnable deal... (7)'.length * 8 + 16;
    expect(m.fb.pget(((m.fb.width - w) >> 1) + 6, (m.fb.height >> 1) - 12)).toBe(paper);
    png(m, `test-results/kings-korner-${plat}-search-dialog.png`);
    app.shell.winnable.tries = 0;
  });
});

describe("King's Korner's save", () => {
  it('a version 1 save (the move log named `moves`) resumes, and is written back in the new shape', () => {
    const kv = new MemoryKV();
    const { m } = inPlay('st', kv);
    const before = game(m);
    const now = JSON.parse(kv.getItem('retro.' + SAVE.key)!) as { v: number; data: { aided: boolean; game: Record<string, unknown> } };
    expect(now.v).toBe(SAVE.version);
    expect(now.data.aided).toBe(false);
    // version 1 kept the position itself, its moves in `moves`
    const old = JSON.parse(JSON.stringify((m.app as unknown as { s: unknown }).s)) as Record<string, unknown>;
    const { history, ...rest } = old;
    kv.setItem('retro.' + SAVE.key, JSON.stringify({ v: 1, data: { ...rest, moves: history } }));
    const again = boot('st', { resume: true }, kv);
    expect(game(again.m)).toEqual(before);
    expect(again.m.store.problems).toEqual([]);
    const back = JSON.parse(kv.getItem('retro.' + SAVE.key)!) as typeof now;
    expect(back).toMatchObject({ v: SAVE.version, data: { aided: false } });
    expect(position(back.data.game as never)).toEqual(old);
  });
});
