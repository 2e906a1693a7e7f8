/**
 * How a game of Spider ends: won, lost, or left by QUIT. SPIDER.DOC: "QUIT leaves the game. If
 * your score is high enough, you can enter the Hit Parade". QUIT ends the game (its save goes),
 * so with a game in progress the shell asks first; Cancel and Escape keep the game and its save.
 */
import { changeHitParade, cleanName, insertScore, loadHitParade, NAME_CHARS, NAME_MAX, placeFor, showHitParade } from './hitparade';
import { entryOf } from './hptable';
import { formatTime } from './screen';
import type { Machine } from '../../core/machine';
import type { GameShell } from '../../shell/session';
import type { SpiderRules, SpiderState, SpiderSuits } from './types';
import { grouped } from '../../core/grouped';
import type { GameLog } from '../../core/log';
import { keepEnded } from './watch';

/** What ending.ts reads of the game and may set or start (SpiderApp implements it). */
export interface EndingPort {
  readonly aided: boolean;
  clearOverlays(): void;
  readonly elapsed: number;
  /** The game is over for good: its save is gone, nothing more is saved. */
  readonly finished: boolean;
  finish(): void;
  /** The score has gone into the Hit Parade (kept in the save, so it is offered once). */
  readonly hpEntered: boolean;
  markEntered(): void;
  /** The game's id (its log's): its score enters the Hit Parade once, in any window. */
  readonly gameId: string;
  /** The game as its log, kept when it ends to be watched again. */
  readonly session: { readonly log: GameLog; ended(quit?: boolean): Promise<void> };
  readonly m: Machine;
  newDeal(deal: number, rules: SpiderRules, suits: SpiderSuits, explicit: boolean): Promise<void>;
  readonly over: boolean;
  /** QUIT is under way (its question or the Hit Parade entry is up). */
  readonly quitting: boolean;
  setQuitting(on: boolean): void;
  readonly s: SpiderState;
  save(): void;
  readonly score: number;
  readonly shell: GameShell;
  /** The Hit Parade's name box: empty, or what was typed in a window this game was taken from (selected). */
  nameBox(): { initial: string; selected: boolean; typed: (text: string) => void };
  /** The name box closed. */
  nameDone(): void;
}

/**
 * SPIDER.DOC: the Hit Parade takes a score above the tenth (or any while fewer than ten),
 * never a cheater's, nor a game played with Aids (the player is told). The name is the one thing
 * typed. Resolves with the rank, or -1.
 */
export async function offerEntry(app: EndingPort): Promise<number> {
  try {
    return await enter(app);
  } finally {
    // Kept to be watched again, after the entry (a log that cannot be kept costs no score).
    await keepEnded(app.m, app.session.log);
  }
}

async function enter(app: EndingPort): Promise<number> {
  const { m, s } = app;
  const score = app.score;
  if (s.cheated || app.hpEntered) return -1;
  const before = loadHitParade(m);
  const there = entryOf(before, app.gameId);
  if (there) return already(app, there.rank);
  if (placeFor(before[s.rules][s.suits], score) < 0) return -1;
  if (app.aided) {
    // The 1992 program said nothing to a cheater; Aids are ours, so the player is told why.
    await m.alert({ lines: [`Your score of ${grouped(score)} would`, 'enter the Hit Parade, but', 'Aids were used in this', 'game: it stays out.'], buttons: ['OK'], icon: 'note' });
    return -1;
  }
  const r = await m.alert({
    lines: [`Your score of ${grouped(score)} enters`, 'the Hit Parade! Your name:', `(up to ${NAME_MAX} letters, digits,`, "spaces and . ' -)"],
    buttons: ['OK'],
    // Every key is saved with the game: a window that takes it over goes on with the name.
    input: { ...app.nameBox(), maxLength: NAME_MAX, allowed: NAME_CHARS },
    icon: 'note',
  });
  app.nameDone();
  let rank = -1;
  let twice = false;
  await changeHitParade(m, (hp) => {
    // Entered in another window meanwhile (the game moved there while the name was typed): once only.
    const found = entryOf(hp, app.gameId);
    if (found) {
      [rank, twice] = [found.rank, true];
      return;
    }
    const e = insertScore(hp[s.rules][s.suits], { name: cleanName(r.text), score, suits: s.suits, deal: s.deal, id: app.gameId });
    hp[s.rules][s.suits] = e.table;
    rank = e.place;
  });
  await keepEnded(m, app.session.log);
  if (twice) return already(app, rank);
  app.markEntered();
  app.save();
  await showHitParade(m, s.rules, s.suits, rank);
  return rank;
}

/** What the player is told when the game's score is in the Hit Parade already (entered in another window). */
export const ALREADY = ['This game\'s score is in', 'the Hit Parade already.'];

async function already(app: EndingPort, rank: number): Promise<number> {
  app.markEntered();
  app.save();
  await app.m.alert({ lines: ALREADY, buttons: ['OK'], icon: 'note' });
  return rank;
}

/**
 * QUIT: asked first while the game is in progress (the shell's confirmation); then the desktop,
 * the Hit Parade when the score qualifies, and the save goes. Until the entry is made the save
 * stays, so a reload meanwhile loses neither the game nor the score.
 */
export async function quit(app: EndingPort): Promise<void> {
  if (app.quitting) return;
  app.setQuitting(true);
  app.clearOverlays();
  app.m.invalidate();
  // A finished game (its Hit Parade entry still to come) is not asked about again.
  if (!(await app.shell.quit({ ends: true, ask: !app.over }))) {
    app.setQuitting(false);
    return;
  }
  try {
    // A daily deal left before its end goes to the board as it stands (won or lost, it went then).
    if (!app.over) await app.session.ended(true);
    await offerEntry(app);
  } finally {
    app.finish();
    app.shell.clear();
  }
}

export async function wonFlow(app: EndingPort): Promise<void> {
  // A daily deal's log goes to the board first: its score and place are said before the Hit Parade.
  await app.session.ended();
  await offerEntry(app);
  const r = await app.m.alert({
    lines: ['Congratulations!', 'All eight suits are done.', `Score ${grouped(app.score)}, time ${formatTime(app.elapsed)}.`],
    buttons: ['New game', 'Quit'],
    defaultButton: 0,
    icon: 'note',
  });
  if (!onScreen(app)) return;
  if (r.button !== 0) return quit(app);
  if (await app.shell.confirmNewGame()) await app.newDeal(app.shell.randomDeal(), app.s.rules, app.s.suits, false);
}

/** Whether this game is still the one on screen (the player may have quit while a requester was up). */
const onScreen = (app: EndingPort): boolean => app.m.app === (app as object);

export async function lostFlow(app: EndingPort): Promise<void> {
  await app.session.ended();
  const r = await app.m.alert({
    lines: ['No more moves:', 'this game is lost.', `Score ${grouped(app.score)}.`],
    buttons: ['Quit', 'Board'],
    defaultButton: 1,
    icon: 'stop',
  });
  if (onScreen(app) && r.button === 0) await quit(app);
}
