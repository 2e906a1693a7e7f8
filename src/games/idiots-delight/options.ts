/** The launch options Idiot's Delight takes from a link or automation: date, player, sysop, bbs, local. */
import type { OptionSpecs } from '../../shell/options';
import { readBoardAddress } from './board-address';
import { isDateString, normalizeName, NAME_MAX } from './door';

export const ID_OPTIONS: OptionSpecs = {
  date: { kind: 'text', read: (v) => (isDateString(v) ? v : null), hint: 'a real date YYYY-MM-DD' },
  player: { kind: 'text', read: normalizeName, hint: `a name of 1-${NAME_MAX} characters` },
  // the sysop's own entry to the door: straight to the configuration screen
  sysop: { kind: 'flag' },
  // a board to call (board-dial.ts) instead of the local door
  bbs: { kind: 'text', read: readBoardAddress, hint: 'a board address ws://host:port/path or wss://host/path' },
  // the local door, even on a page a board serves (which otherwise calls that board)
  local: { kind: 'flag' },
};
