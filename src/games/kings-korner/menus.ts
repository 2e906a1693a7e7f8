/**
 * King's Korner's menus, PROJECT and NEW GAME as in the original; the machine places the About item
 * (GEM's Desk menu, or first in PROJECT on the Amiga). Hint and Aids are ours: Aids is the
 * collection's preference (the page bar's too), and Hint needs it. Anything that would replace a game in
 * progress asks first, and Quit goes through the shell.
 */
import type { Menu } from '../../core/app';
import { EVERY_VARIANT } from '../../shell/winnable-prefs';
import { statsLines } from './stats';
import { verdictText } from '../../shell/advice';
import type { Machine } from '../../core/machine';
import type { Verdict } from '../../shell/advice';
import type { GameShell } from '../../shell/session';
import type { FreeSpaces } from './layout';
import type { KKState } from './rules';

/** Where the game is: its title, the FREE SPACES choice, or play. */
export type Phase = 'title' | 'free-spaces' | 'play';

/** What the menus read of the game (KingsKornerApp implements it), and the actions a choice starts. */
export interface MenuPort {
  readonly deal: number;
  readonly freeSpaces: FreeSpaces;
  giveHint(): void;
  readonly m: Machine;
  newGame(deal: number, fs: FreeSpaces): void;
  readonly phase: Phase;
  /** Show another deal on the title or FREE SPACES screen (the game starts with it later). */
  setDeal(deal: number): void;
  readonly s: KKState | null;
  readonly searching: { tries: number } | null;
  readonly shell: GameShell;
  start(deal: number, fs: FreeSpaces): void;
  toTitle(deal: number): void;
  /** Play the last game finished back (watch.ts). */
  watchLast(): void;
  winnable(): Verdict;
  /** A board served the page: its daily deal (in the FREE SPACES chosen) and its table of today are offered. */
  readonly dailyOffered: boolean;
  todaysDeal(): Promise<void>;
  boardToday(): Promise<void>;
}

export function kkMenus(app: MenuPort): Menu[] {
  const playing = app.phase === 'play' && app.s !== null;
  // Hint is an Aid (KING.DOC has none): offered only while Aids are on.
  const canHint = playing && app.s.end === null && app.m.aids;
  const project: Menu = {
    title: 'PROJECT',
    items: [
      { id: 'stats', label: 'Statistics...' },
      ...(app.dailyOffered ? [{ id: 'board', label: 'Board today...' }] : []),
      { id: 'watch', label: 'Watch last game', enabled: !app.searching },
      { id: 'hint', label: 'Hint', enabled: canHint, key: 'H' },
      { id: 'aids', label: 'Aids', checked: app.m.aids },
      '-',
      { id: 'quit', label: 'Quit', key: '^X' },
    ],
  };
  const newGame: Menu = {
    title: 'NEW GAME',
    items: [
      { id: 'same', label: 'Same FREE SPACES', enabled: app.phase === 'play', key: '^N' },
      { id: 'choose', label: 'Choose FREE SPACES' },
      '-',
      { id: 'deal', label: 'Deal number...' },
      ...(app.dailyOffered ? [{ id: 'daily', label: "Today's deal" }] : []),
      { id: 'winnable', label: 'Winnable deals only', checked: app.shell.winnableOnly() },
    ],
  };
  return app.m.platform.withAbout([project, newGame], { id: 'about', label: "About King's Korner..." });
}

/** A menu choice (or its shortcut). While a winnable deal is searched for, only About, Statistics, Aids and Quit answer. */
export async function onMenu(app: MenuPort, id: string): Promise<void> {
  const { m, shell } = app;
  if (app.searching && !['quit', 'about', 'stats', 'aids'].includes(id)) return;
  switch (id) {
    case 'daily':
      return app.todaysDeal();
    case 'board':
      return app.boardToday();
    case 'about':
      await m.alert({
        lines: [
          "King's Korner Solitaire", 'by David F. Downing, 1988.', 'Kings in the corners: pair', 'off cards that make ten.',
          ...(app.phase === 'play' && app.s && app.s.end === null && m.aids ? ['', verdictText(app.winnable())] : []),
        ],
        buttons: ['OK'],
        icon: 'note',
      });
      return;
    case 'stats':
      await m.alert({ lines: statsLines(shell.statistics()), buttons: ['OK'] });
      return;
    case 'hint':
      app.giveHint();
      return;
    case 'watch':
      app.watchLast();
      return;
    case 'aids':
      shell.setAids(!m.aids);
      return;
    case 'quit':
      await shell.quit();
      return;
    case 'same':
      if (app.phase === 'play') await whenAgreed(app, () => app.newGame(shell.randomDeal(), app.freeSpaces));
      return;
    case 'winnable':
      app.shell.setWinnableOnly(EVERY_VARIANT, !app.shell.winnableOnly());
      m.menusChanged();
      return;
    case 'choose':
      // From the title screen the game was already given up (or there is none).
      if (app.phase === 'play') await whenAgreed(app, () => app.toTitle(shell.randomDeal()));
      return;
    case 'deal': {
      const d = await shell.askDeal(app.deal);
      if (d === null) return;
      if (app.phase !== 'play') app.setDeal(d);
      else await whenAgreed(app, () => app.start(d, app.freeSpaces));
    }
  }
}

/** What replacing a game in progress costs, said before it happens. */
const NEW_LINES = ['End this game and start', 'a new one? The game you', 'leave counts as lost.'];

/**
 * `go` once the player agrees to replace the game in progress; at once when there is none (no
 * requester, and the new game starts in the same turn as the menu choice).
 */
function whenAgreed(app: MenuPort, go: () => void): void | Promise<void> {
  if (!app.shell.inProgress()) return go();
  return app.shell.confirmNewGame(NEW_LINES).then((ok) => {
    if (ok) go();
  });
}
