/**
 * Gulf's menus: Game and Options, with About where the machine puts it (GEM's Desk menu, or first
 * in the Amiga's first menu). One set of labels on both machines: 'Quit' (the word Intuition
 * programs and most GEM programs used, and the shell's confirmation button).
 */
import type { Menu, MenuEntry } from '../../core/app';
import type { Platform } from '../../core/platform';

export interface MenuState {
  playing: boolean;
  sound: boolean;
  winnable: boolean;
  /** The collection's Aids preference: HELP (not in the original) is offered only with it. */
  aids: boolean;
  /** A board served the page: its daily deal and its table of today are offered. */
  daily?: boolean;
}

export function gulfMenus(p: Platform, o: MenuState): Menu[] {
  const game: MenuEntry[] = [
    { id: 'new', label: 'New game', key: '^N' },
    { id: 'number', label: 'New game by number...' },
    ...(o.daily ? [{ id: 'daily', label: "Today's deal" }] : []),
    { id: 'hint', label: 'Hint', key: 'H', enabled: o.playing && o.aids },
    '-',
    { id: 'scores', label: 'High scores...' },
    ...(o.daily ? [{ id: 'board', label: 'Board today...' }] : []),
    { id: 'watch', label: 'Watch last game' },
    '-',
    { id: 'quit', label: 'Quit', key: '^X' },
  ];
  const options: MenuEntry[] = [
    { id: 'prefs', label: 'Preferences...' },
    { id: 'sound', label: 'Sound', checked: o.sound },
    { id: 'back', label: 'Next card back', key: 'B', enabled: o.playing },
    { id: 'winnable', label: 'Winnable deals only', checked: o.winnable },
    { id: 'aids', label: 'Aids', checked: o.aids },
  ];
  return p.withAbout(
    [
      { title: 'Game', items: game },
      { title: 'Options', items: options },
    ],
    { id: 'about', label: 'About Gulf...', key: '^A' },
  );
}
