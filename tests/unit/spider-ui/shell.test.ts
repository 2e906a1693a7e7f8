/** Spider on the shell: QUIT asks first and ends the game; the solver's failure; winnable deals through the shell. */
import { describe, it, expect } from 'vitest';
import { boot, settle, confirmQuit } from './helpers';
import { MemoryKV } from '../../../src/core/storage';
import { SolverClient } from '../../../src/solver/client';
import { clickColumn, legalMoves, newGame, spiderEngine, status } from '../../../src/games/spider/engine';
import { setPosition } from './position';
import { PREFS, SAVE, position } from '../../../src/games/spider/records';
import { SOLVER_FAILED } from '../../../src/games/spider/advice';
import { setDealSource } from '../../../src/shell/deal';
import { loadHitParade } from '../../../src/games/spider/hitparade';

const desk = () => ({ id: 'desktop', screen: 'graphics' as const, title: 'Desk', menus: () => null, draw: () => {}, state: () => ({ game: 'desktop' }), locate: () => null });
/** A client whose worker answers every request with an error. */
const failing = () =>
  new SolverClient(() => {
    const w = {
      onmessage: null as ((e: MessageEvent) => void) | null,
      onerror: null,
      terminate() {},
      postMessage(msg: { id: number }) {
        queueMicrotask(() => w.onmessage?.({ data: { id: msg.id, error: 'boom' } } as MessageEvent));
      },
    };
    return w;
  });

for (const plat of ['st', 'amiga'] as const) {
  describe(`Spider's QUIT through the shell (${plat})`, () => {
    it('Q with a game in progress asks; Escape and Cancel keep the game and its save', async () => {
      const kv = new MemoryKV();
      const t = boot(plat, { deal: 1 }, kv);
      t.m.desktopFactory = desk;
      t.click(`column:${[...Array(10).keys()].find((c) => clickColumn(t.app.s, c))}`);
      const s = t.app.s;
      for (const answer of ['Escape', 'Cancel'] as const) {
        t.press('q');
        await settle();
        const rq = t.m.requesters.at(-1)!;
        expect(rq.spec.lines).toEqual(['Quit Spider?', 'This game ends here.']);
        expect(rq.spec.buttons).toEqual(['Quit', 'Cancel']);
        if (answer === 'Escape') t.press('Escape');
        else t.click('button:Cancel');
        await settle();
        expect(t.m.requesters.length).toBe(0);
        expect(t.m.app).toBe(t.app);
        expect(t.app.s).toBe(s);
        expect(position(t.store.read(SAVE)!.game)).toEqual(s);
        // the board still plays after a cancelled QUIT
        t.press('i');
        expect(t.app.info).toBe(true);
        t.press('Escape');
      }
      // Return answers Cancel (the default) too
      t.press('q');
      await settle();
      t.press('Enter');
      await settle();
      expect(t.m.app).toBe(t.app);
      // Quit: the Hit Parade (the score qualifies), then the save is gone
      t.press('q');
      await confirmQuit(t);
      expect(t.m.app).not.toBe(t.app);
      expect(t.m.requesters.at(-1)!.spec.input).toBeDefined();
      expect(t.store.read(SAVE)).not.toBeNull(); // kept until the entry is made
      t.press('Enter');
      await settle();
      t.press('Enter');
      await settle();
      expect(loadHitParade(t.m).st[4]).toHaveLength(1);
      expect(kv.getItem('retro.' + SAVE.key)).toBeNull();
    });

    it('a game that is over quits without asking', async () => {
      const t = boot(plat, { deal: 1 });
      t.m.desktopFactory = desk;
      // deal 1058 dealt out and played by the first legal move is lost; its end announced, its entry made
      let s = newGame(1058, { rules: 'st', suits: 4 });
      for (let i = 0; i < 60 && status(s) === 'playing'; i++) {
        const ms = legalMoves(s);
        s = spiderEngine.apply(s, ms.find((m) => m.type === 'deal') ?? ms[0]!);
      }
      expect(status(s)).toBe('lost');
      setPosition(t.app, s);
      t.app.announced = true;
      t.app.markEntered();
      expect(t.app.shell.inProgress()).toBe(false);
      t.press('q');
      await settle();
      expect(t.m.app).not.toBe(t.app);
    });
  });
}

describe('Spider and a solver that fails', () => {
  it("the verdict is 'unknown' and the player is told once", async () => {
    const t = boot('st', { deal: 1 }, new MemoryKV(), 'pal', { solver: failing() }, true);
    await settle();
    expect(t.app.winnability()).toBe('unknown');
    expect(t.app.state().ui.message).toBe(SOLVER_FAILED.join(' '));
    t.events();
    t.press('Escape');
    t.app.play(spiderEngine.legalMoves(t.app.s)[0]!);
    await settle();
    expect(t.app.winnability()).toBe('unknown');
    expect(t.app.state().ui.message).toBeNull();
    expect(t.events().filter((e) => e.type === 'message' && (e as { text?: string }).text === SOLVER_FAILED.join(' '))).toHaveLength(0);
    t.app.dispose();
  });

  it('"winnable deals only" plays the deal it was trying and says why', async () => {
    const kv = new MemoryKV();
    const t0 = boot('st', {}, kv);
    t0.store.write(PREFS, { winnable: { '1': false, '2': false, '4': true } });
    setDealSource(() => 500);
    try {
      const t = boot('st', { deal: undefined }, kv, 'pal', { solver: failing() });
      for (let i = 0; i < 20 && t.app.mode !== 'board'; i++) await settle();
      expect(t.app.s.deal).toBe(500);
      await settle();
      expect(t.app.winnability()).toBe('unknown');
      expect(t.app.state().ui.message).toBe('The solver could not run: playing deal 500.');
      expect(t.m.busy).toBe(false);
      t.app.dispose();
    } finally {
      setDealSource(() => (Math.random() * 2 ** 32) >>> 0);
    }
  });
});
