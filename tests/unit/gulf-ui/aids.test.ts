/**
 * Gulf's Aids (the 1996 original had no HELP and no solver): off by default, no solver asked in
 * play, no verdict line, HELP refused with its reason; turned on, a game under way is marked once,
 * the mark is saved and resumed, and a marked score stays out of the high scores. And the gamble's
 * rough edges: only winnable guesses offered, the comparison read truly, no stray card, no bonus
 * beside the score once banked.
 */
import { describe, expect, it } from 'vitest';
import { MemoryKV } from '../../../src/core/storage';
import type { Machine } from '../../../src/core/machine';
import type { RequesterSpec } from '../../../src/core/requester';
import { AIDED_LINES } from '../../../src/shell/session';
import { SAVE, SCORES } from '../../../src/games/gulf/records';
import { gulfEngine, canPlay, type GulfMove, type GulfState } from '../../../src/games/gulf/engine';
import { gamblePack } from '../../../src/games/gulf/gamble';
import { offeredChoices } from '../../../src/games/gulf/gamble-box';
import { gambleLines, settledLines } from '../../../src/games/gulf/words';
import { drawBoard, relation, statusLines } from '../../../src/games/gulf/board';
import { gulfLayout } from '../../../src/games/gulf/layout';
import { Framebuffer } from '../../../src/core/framebuffer';
import type { Verdict } from '../../../src/solver/types';
import { boot, settle } from './helpers';
import { findWin } from './wins';

/** A stand-in solver that counts requests and never answers. */
function counting(app: { shell: { solver?: unknown } }) {
  const asked = { n: 0 };
  app.shell.solver = {
    request: () => {
      asked.n++;
      return new Promise<Verdict<GulfMove>>(() => undefined);
    },
    cancel: () => undefined,
    dispose: () => undefined,
  };
  return asked;
}

/** Every requester's lines; each is answered with `button` (OK is the first). */
function recordAlerts(m: Machine, button = 0): string[][] {
  const seen: string[][] = [];
  m.alert = (spec: RequesterSpec) => {
    seen.push(spec.lines);
    return Promise.resolve({ button, text: 'Ann' });
  };
  return seen;
}

/** Play greedily (first playable stack, else draw) until the game is lost or a round won. */
function playOn(b: ReturnType<typeof boot>) {
  for (let n = 0; n < 200 && b.app.s.phase === 'play'; n++) {
    const i = [0, 1, 2, 3, 4, 5, 6].find((k) => canPlay(b.app.s, k));
    b.click(i === undefined ? 'stock' : `stack:${i}`);
  }
}

/** Deal 3 is lost by greedy play in round 1 (app.test.ts plays it to the high scores). */
const LOST_DEAL = 3;

describe('Gulf with Aids off (the default)', () => {
  it('a whole game asks no solver and shows no verdict; HELP is refused saying why; the score enters the table', async () => {
    const b = boot('st', { deal: LOST_DEAL });
    const asked = counting(b.app);
    expect(b.m.aids).toBe(false);
    const hint = b.app.menus().flatMap((x) => x.items).find((i) => typeof i === 'object' && i.id === 'hint');
    expect(hint).toMatchObject({ enabled: false });
    b.m.takeEvents();
    b.press('h');
    const ev = b.m.takeEvents();
    expect(ev.some((e) => e.type === 'beep')).toBe(true);
    expect(ev.some((e) => e.type === 'message' && e.text === 'Hint is one of the Aids: turn Aids on to use it.')).toBe(true);
    expect(b.app.hintMark).toBeNull();
    expect(b.app.solverLine()).toBe('');
    const alerts = recordAlerts(b.m);
    playOn(b);
    expect(b.app.s.phase).toBe('over');
    await settle();
    await settle();
    expect(asked.n).toBe(0);
    expect(b.app.aided).toBe(false);
    expect(alerts.flat()).not.toContain(AIDED_LINES[0]);
    expect(b.store.read(SCORES)!.map((e) => e.score)).toContain(b.app.s.score);
  });
});

describe('Gulf with Aids on', () => {
  it('turned on mid-game: marked once, saved and resumed; the solver asked; a marked score stays out of the high scores', async () => {
    const kv = new MemoryKV();
    const b = boot('amiga', { deal: LOST_DEAL }, kv);
    const asked = counting(b.app);
    const alerts = recordAlerts(b.m);
    b.click('stock');
    b.frame();
    expect(asked.n).toBe(0);
    b.app.menu('Options', 'aids');
    expect(b.m.aids).toBe(true);
    expect(alerts).toEqual([AIDED_LINES]);
    b.frame();
    expect(asked.n).toBe(1);
    expect(b.app.solverLine()).toBe('Solver: thinking...');
    expect(JSON.parse(kv.getItem('retro.' + SAVE.key)!)).toMatchObject({ v: SAVE.version, data: { aided: true } });
    // the log says when: one aid entry, after the draw (Aids were turned on there)
    expect(b.app.log()!.moves.map((e) => e.type)).toEqual(['draw', 'aid']);
    expect(boot('st', { resume: true, deal: undefined }, kv).app.aided).toBe(true);
    b.press('h'); // HELP: told once only
    expect(b.app.hintMark).not.toBeNull();
    playOn(b);
    expect(b.app.s.phase).toBe('over');
    await settle();
    await settle();
    expect(alerts.filter((l) => l[0] === AIDED_LINES[0])).toHaveLength(1);
    expect(alerts.at(-1)).toContain('stays out of the high scores.');
    expect(b.store.read(SCORES) ?? []).toEqual([]);
  });

  it('turned off: the solver stops, the verdict and the hint frame go, and no new request is made', () => {
    const b = boot('st', { deal: 9 }, undefined, undefined, true);
    const asked = counting(b.app);
    b.app.advisor.forget();
    b.frame();
    b.press('h');
    expect(asked.n).toBe(1);
    expect(b.app.hintMark).not.toBeNull();
    b.m.setAids(false);
    expect(b.app.hintMark).toBeNull();
    b.click('stock');
    b.frame();
    expect(asked.n).toBe(1);
    expect(b.app.solverLine()).toBe('');
  });

  it('a version-2 save (before Aids) resumes unmarked', () => {
    const kv = new MemoryKV();
    const b = boot('st', { deal: 4 }, kv);
    b.click('stock');
    kv.setItem('retro.' + SAVE.key, JSON.stringify({ v: 2, data: { state: b.app.s, back: b.app.back } }));
    const r = boot('amiga', { resume: true, deal: undefined }, kv);
    expect(r.store.problems).toEqual([]);
    expect(r.app.s).toEqual(b.app.s);
    expect(r.app.aided).toBe(false);
    expect(JSON.parse(kv.getItem('retro.' + SAVE.key)!)).toMatchObject({ v: SAVE.version, data: { aided: false } });
  });
});

/** A won round 1 whose first gamble card has rank `r` ('K' or 'A'). */
function winWithGambleCard(r: string) {
  for (let from = 1; ; ) {
    const w = findWin(from);
    if (gamblePack(w.deal, 1)[0]![0] === r) return w;
    from = w.deal + 1;
  }
}

/** `s` in its gamble, with the card showing replaced (a test of the words and the drawing). */
function gambleState(card: string, over: Partial<NonNullable<GulfState['gamble']>> = {}): GulfState {
  const w = findWin(1);
  let s = gulfEngine.newGame(w.deal, {});
  for (const mv of w.moves) s = gulfEngine.apply(s, mv);
  return { ...s, gamble: { ...s.gamble!, card, ...over } };
}

describe("Gulf's gamble", () => {
  it('offers no Higher on a King and no Lower on an Ace, in words and in buttons', async () => {
    expect(offeredChoices(gambleState('KS'))).toEqual(['lower']);
    expect(offeredChoices(gambleState('AH'))).toEqual(['higher']);
    expect(offeredChoices(gambleState('7D'))).toEqual(['higher', 'lower']);
    expect(gambleLines(gambleState('KS')).at(-1)).toBe('Lower than a King?');
    expect(gambleLines(gambleState('AH')).at(-1)).toBe('Higher than an Ace?');
    const w = winWithGambleCard('K');
    const b = boot('amiga', { deal: w.deal });
    for (const mv of w.moves) b.click(mv.type === 'play' ? `stack:${mv.stack}` : 'stock');
    b.frame();
    await settle();
    b.frame();
    expect(b.m.locate('button:Lower')).not.toBeNull();
    expect(b.m.locate('button:Take')).not.toBeNull();
    expect(b.m.locate('button:Higher')).toBeNull();
    b.click('button:Lower');
    await settle();
    expect(b.app.s.gamble!.last?.choice).toBe('lower');
  });

  it('reads the comparison the right way round', () => {
    expect(relation('4S', 'KC')).toBe('<');
    expect(relation('KC', '4S')).toBe('>');
    expect(relation('9H', '9D')).toBe('=');
    const won = gambleState('KC', { last: { choice: 'higher', from: '4S', card: 'KC', result: 'win' } });
    expect(gambleLines(won).slice(0, 2)).toEqual(['Right: a King is higher', `than a 4. Bonus doubled: ${won.bonus}.`]);
    const lost = gambleState('2C', { outcome: 'lost', last: { choice: 'higher', from: '4S', card: '2C', result: 'lose' } });
    expect(settledLines(lost).slice(0, 2)).toEqual(['Wrong: a 2 is not', 'higher than a 4.']);
  });

  it('draws no gamble card after a round with no bonus, and no bonus beside the score once banked', () => {
    const none = gambleState('7D', { outcome: 'none', last: null });
    const p = boot('amiga').m.platform;
    const l = gulfLayout(p, 640, 256);
    const draw = (spec: RequesterSpec | null) => {
      const fb = new Framebuffer(640, 256, 'rgb444', 16);
      drawBoard(fb, p, l, { s: none, back: 0, hint: null, line: '', lineInk: 0, gamble: spec });
      return fb.pixels.join(',');
    };
    expect(draw({ lines: settledLines(none), buttons: ['Next round'] })).toBe(draw(null));
    const open = gambleState('7D');
    const withCard = (s: GulfState) => {
      const fb = new Framebuffer(640, 256, 'rgb444', 16);
      drawBoard(fb, p, l, { s, back: 0, hint: null, line: '', lineInk: 0, gamble: { lines: ['x'], buttons: ['OK'] } });
      return fb.pixels.join(',');
    };
    const bare = (s: GulfState) => {
      const fb = new Framebuffer(640, 256, 'rgb444', 16);
      drawBoard(fb, p, l, { s, back: 0, hint: null, line: '', lineInk: 0, gamble: null });
      return fb.pixels.join(',');
    };
    expect(withCard(open)).not.toBe(bare(open)); // the open gamble's card is drawn
    expect(statusLines(open)[1]).toMatch(/^Bonus \d+ at stake/);
    for (const outcome of ['taken', 'limit', 'lost', 'none'] as const) {
      expect(statusLines({ ...open, gamble: { ...open.gamble!, outcome } })[1]).not.toMatch(/Bonus/);
    }
  });
});
