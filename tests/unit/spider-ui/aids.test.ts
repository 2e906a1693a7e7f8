/**
 * Spider and the Aids preference (issue 25): off by default no solver is asked during play and no
 * verdict is shown; switched on mid-game the verdicts start (and showing one marks the game, which
 * then stays out of the Hit Parade); switched off the search stops. The v1 save still resumes.
 */
import { describe, it, expect } from 'vitest';
import { boot, settle, spiderApp } from './helpers';
import { MemoryKV } from '../../../src/core/storage';
import { SolverClient } from '../../../src/solver/client';
import { hint, type SpiderState } from '../../../src/games/spider/engine';
import { HELP_REFUSAL } from '../../../src/games/spider/app';
import { SAVE } from '../../../src/games/spider/records';
import { infoLayout } from '../../../src/games/spider/panel';
import { AIDED_LINES } from '../../../src/shell/session';
import { verdictText } from '../../../src/shell/advice';
import type { Machine } from '../../../src/core/machine';

/** A client whose fake workers are counted (made, terminated) and never answer. */
function counted() {
  const n = { made: 0, terminated: 0, posted: 0 };
  const client = new SolverClient(() => {
    n.made++;
    return { onmessage: null, onerror: null, postMessage: () => void n.posted++, terminate: () => void n.terminated++ };
  });
  return { client, n };
}

/** INFO's fifth line (where the verdict goes with Aids on) holds no ink of its own: the box's background only. */
function fifthLineBlank(m: Machine): boolean {
  const l = infoLayout(m.platform, m.fb.width, m.fb.height);
  const y = l.textY + 4 * l.lineH;
  const bg = m.fb.pget(l.textX - 2, y);
  const w = l.box.x + l.box.w - 4 - l.textX;
  for (let j = 0; j < 8; j++) for (let i = 0; i < w; i++) if (m.fb.pget(l.textX + i, y + j) !== bg) return false;
  return true;
}

/** Play `n` of HELP's moves through the keyboard's column clicks or the app (as a player would). */
function playSome(t: ReturnType<typeof boot>, n: number): void {
  for (let i = 0; i < n; i++) {
    const h = hint(t.app.s);
    if (h === null) break;
    t.app.play(h);
  }
}


for (const plat of ['st', 'amiga'] as const) {
  describe(`Spider with Aids (${plat})`, () => {
    it('off (the default): a played game asks no solver, INFO has no verdict line, HELP is the heuristic, nothing is marked', async () => {
      const { client, n } = counted();
      const t = boot(plat, { deal: 6, suits: 1 }, new MemoryKV(), 'pal', { solver: client });
      expect(t.m.aids).toBe(false);
      playSome(t, 4);
      t.press('u');
      t.press('h');
      expect(t.app.helpFrom).toBe('heuristic');
      t.press('Escape');
      t.press('i');
      t.frame();
      expect(t.m.requesters).toHaveLength(0);
      expect(t.app.info).toBe(true);
      expect(fifthLineBlank(t.m)).toBe(true);
      await settle();
      expect(n).toEqual({ made: 0, terminated: 0, posted: 0 });
      expect(t.app.aided).toBe(false);
      expect(t.app.state().ui.aided).toBe(false);
      t.app.dispose();
    });

    it('switched on mid-game: the solver is asked, INFO shows the verdict and marks the game once; switched off: the search stops', () => {
      const { client, n } = counted();
      const kv = new MemoryKV();
      const t = boot(plat, { deal: 6, suits: 1 }, kv, 'pal', { solver: client });
      playSome(t, 3);
      expect(n.made).toBe(0);
      t.m.setAids(true);
      expect(n.posted).toBeGreaterThan(0);
      expect(t.app.winnability()).toBe('thinking');
      t.press('i');
      expect(t.m.requesters.at(-1)?.spec.lines).toEqual(AIDED_LINES);
      t.press('Enter');
      t.frame();
      expect(fifthLineBlank(t.m)).toBe(false);
      expect(t.app.aided).toBe(true);
      expect(t.store.read(SAVE)!.aided).toBe(true);
      // the log says when: one aid entry, the game's clock on it
      expect(t.app.log()!.moves.filter((e) => e.type === 'aid')).toHaveLength(1);
      expect(t.app.log()!.moves.at(-1)).toMatchObject({ type: 'aid', t: expect.any(Number) });
      // told once: INFO again says nothing more
      t.press('i');
      t.press('i');
      expect(t.m.requesters).toHaveLength(0);
      t.press('Escape');
      const made = n.made;
      t.m.setAids(false);
      expect(n.terminated).toBe(made); // the running search and its workers are stopped
      const posted = n.posted;
      playSome(t, 3);
      expect(n.posted).toBe(posted);
      t.press('i');
      t.frame();
      expect(t.app.info).toBe(true);
      expect(fifthLineBlank(t.m)).toBe(true);
      t.app.dispose();
    });

    it('Aids on from the start: the verdict line reads as the shell says it', () => {
      const t = boot(plat, { deal: 1, suits: 4 }, new MemoryKV(), 'pal', { solver: null }, true);
      t.press('i');
      t.press('Enter');
      t.frame();
      expect(fifthLineBlank(t.m)).toBe(false);
      expect(t.app.aided).toBe(true);
      expect(t.app.winnability()).toBe('unknown');
      expect(verdictText('unknown')).toMatch(/Solver/);
      t.app.dispose();
    });

    it('an aided game does not enter the Hit Parade; the mark survives a reload', async () => {
      const kv = new MemoryKV();
      const t = boot(plat, { deal: 6, suits: 1 }, kv, 'pal', { solver: null }, true);
      playSome(t, 6);
      expect(t.app.score).toBeGreaterThan(0);
      t.press('i');
      t.press('Enter');
      t.app.dispose();
      const t2 = boot(plat, { resume: true }, kv);
      expect(t2.app.aided).toBe(true);
      expect(t2.app.state().ui.aided).toBe(true);
      t2.press('q');
      await settle();
      t2.click('button:Quit');
      await settle();
      await settle();
      // no name asked: the player is told why, and the Hit Parade was not offered
      expect(t2.m.requesters.some((r) => r.spec.input)).toBe(false);
      expect(t2.m.requesters.map((r) => r.spec.lines.join(' '))).toContainEqual(expect.stringMatching(/would enter the Hit Parade, but Aids were used in this game: it stays out\.$/));
      expect(t2.kv.getItem('retro.spider.scr')).toBeNull();
    });
  });
}

describe('Spider: SPIDER.SAV version 1 (before Aids)', () => {
  it('resumes, unaided, with its position, clock and flags', () => {
    const kv = new MemoryKV();
    const t0 = boot('st', { deal: 6, suits: 1 }, kv);
    playSome(t0, 5);
    const s: SpiderState = t0.app.s;
    t0.app.dispose();
    kv.setItem('retro.save.spider', JSON.stringify({ v: 1, data: { state: s, elapsed: 61000, split: null, announced: false, hpEntered: false } }));
    const t = boot('st', { resume: true }, kv);
    expect(t.store.problems).toEqual([]);
    expect(t.app.s.history).toEqual(s.history);
    expect(t.app.elapsed).toBe(61000);
    expect(t.app.aided).toBe(false);
    expect(JSON.parse(kv.getItem('retro.save.spider')!)).toMatchObject({ v: 4, data: { aided: false, game: { elapsed: 61000 } } });
  });

  it('a damaged version 1 save is still refused', () => {
    const kv = new MemoryKV();
    kv.setItem('retro.save.spider', JSON.stringify({ v: 1, data: { state: { game: 'spider' }, elapsed: 0, split: null, announced: false, hpEntered: false } }));
    const t = boot('st', { resume: true, deal: 3 }, kv);
    expect(t.app.s.history).toEqual([]);
    expect(t.store.problems.length).toBeGreaterThan(0);
  });
});

describe('Spider: HELP disabled', () => {
  it('with an empty column HELP beeps and says why in a message panel', () => {
    const t = boot('st', { deal: 6, suits: 1 });
    // play HELP's moves until a column is empty
    for (let i = 0; i < 200 && t.app.looks()[0] !== 'disabled'; i++) {
      const h = hint(t.app.s);
      if (h === null) break;
      t.app.play(h);
    }
    expect(t.app.looks()[0]).toBe('disabled');
    t.events();
    t.press('h');
    expect(t.events().filter((e) => e.type === 'beep')).toHaveLength(1);
    expect(t.app.msg).toEqual(HELP_REFUSAL);
    t.press('Escape');
    t.click('column:0', 'right');
    t.click('panel:HELP');
    expect(t.app.msg).toEqual(HELP_REFUSAL);
  });
});

describe("Spider's options screen carries the collection's Aids switch", () => {
  it('Off is shown by default; On switches the preference (and the page bar with it), Off back', () => {
    const t = boot('st');
    const app = spiderApp(t.m, { direct: false, resume: false, deal: 42 });
    t.m.run(app);
    t.frame();
    expect(t.m.aids).toBe(false);
    const before = t.m.composite().slice();
    t.click('option:aidsOn');
    expect(t.m.aids).toBe(true);
    t.frame();
    expect(t.m.composite()).not.toEqual(before); // the On button is drawn selected
    t.click('option:aidsOff');
    expect(t.m.aids).toBe(false);
  });
});
