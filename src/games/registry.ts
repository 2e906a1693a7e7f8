/**
 * The programs on the collection's disk. Each game's code is loaded on first launch (a separate
 * chunk), so a first visit downloads only the machine and the desktop.
 */
import type { App } from '../core/app';
import type { Machine } from '../core/machine';

export type GameId = 'spider' | 'kings-korner' | 'gulf' | 'idiots-delight';
export const GAME_IDS: GameId[] = ['spider', 'kings-korner', 'gulf', 'idiots-delight'];

export interface LaunchOptions {
  deal?: number;
  /** Started by automation or a URL: skip title and option screens. */
  direct: boolean;
  /** Continue the saved game after a reload. */
  resume: boolean;
  [k: string]: unknown;
}

export interface GameModule {
  /** Check game options (from a URL or `retro.launch`); an error names the problem for a requester. */
  parseOptions(raw: Record<string, unknown>): { options: Record<string, unknown> } | { error: string };
  create(m: Machine, opts: LaunchOptions): App;
  /** Whether a saved game exists to resume. */
  hasSave?(m: Machine): boolean;
}

export interface GameEntry {
  id: GameId;
  name: string;
  /** File name on the ST disk (8.3) and icon name on the Amiga disk. */
  stFile: string;
  amigaFile: string;
  load: (() => Promise<GameModule>) | null;
}

export const GAMES: Record<GameId, GameEntry> = {
  spider: { id: 'spider', name: 'Spider', stFile: 'SPIDER.PRG', amigaFile: 'Spider', load: () => import('./spider/app').then((m) => m.gameModule) },
  'kings-korner': { id: 'kings-korner', name: "King's Korner", stFile: 'KINGS.PRG', amigaFile: 'KingsKorner', load: () => import('./kings-korner/app').then((m) => m.gameModule) },
  gulf: { id: 'gulf', name: 'Gulf', stFile: 'GULF.PRG', amigaFile: 'Gulf', load: () => import('./gulf/app').then((m) => m.gameModule) },
  'idiots-delight': { id: 'idiots-delight', name: "Idiot's Delight", stFile: 'IDELIGHT.TTP', amigaFile: 'IDelight', load: () => import('./idiots-delight/app').then((m) => m.gameModule) },
};

export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && (GAME_IDS as string[]).includes(x);
}
