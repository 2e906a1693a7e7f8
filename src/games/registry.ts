/**
 * The programs on the collection's disk, each declared once: names, the engine, the records it
 * keeps, and how to load it. A game's code is loaded on first launch (a chunk of its own); its records' specs are
 * here so the shell can offer "Continue?" and name a damaged file before the game is loaded.
 */
import type { RecordSpec } from '../core/storage';
import type { DesktopFile, GameEntry, GameId } from './types';
import * as spider from './spider/records';
import * as kk from './kings-korner/records';
import * as gulf from './gulf/records';
import * as id from './idiots-delight/records';
import { GAME_IDS } from './ids';
import type { Engine, GameState, TaggedMove } from '../core/engine';
import type { Saved } from '../shell/envelope';
// The engines are pure and small (rules, scores, hints): the shell reads a save through them.
import { spiderEngine } from './spider/engine';
import { kkEngine } from './kings-korner/engine';
import { gulfEngine } from './gulf/engine';
import { idEngine, idLog } from './idiots-delight/engine';
import { spiderLog } from './spider/log';
import { kkLog } from './kings-korner/log';
import { gulfLog } from './gulf/log';
import type { LogRules } from '../core/log';

export type { GameId, GameEntry, GameModule, LaunchOptions, DesktopFile } from './types';
export { GAME_IDS, isGameId } from './ids';

/** The entry's save spec, engine and tests, typed by the game and stored untyped. */
const entry = <G, S extends GameState>(e: Omit<GameEntry, 'save' | 'engine' | 'log' | 'position' | 'begun' | 'goesOn' | 'describe' | 'pending'> & {
  log: LogRules<S, TaggedMove, unknown>;
  save: RecordSpec<Saved<G>>;
  engine: Engine<S, TaggedMove, never>;
  position: (g: G) => S | null;
  begun?: (s: S) => boolean;
  goesOn?: (s: S) => boolean;
  describe?: (g: G) => string;
  pending?: (g: G, read: <T>(spec: RecordSpec<T>) => T | null) => boolean;
}): GameEntry => e;

export const GAMES: Record<GameId, GameEntry> = {
  spider: entry({
    id: 'spider', name: 'Spider', stFile: 'SPIDER.PRG', amigaFile: 'Spider',
    load: () => import('./spider/app').then((m) => m.gameModule),
    engine: spiderEngine, log: spiderLog, save: spider.SAVE, position: spider.position, pending: spider.pending, prefs: spider.PREFS, records: [spider.PREFS, spider.HIT_PARADE, spider.WATCH],
    files: [{
      id: spider.HIT_PARADE.key, icon: 'score', stName: spider.HIT_PARADE.file, amigaName: 'Spider.scr',
      exists: (m) => m.store.exists(spider.HIT_PARADE),
      open: (m) => void import('./spider/hitparade').then((h) => h.showHitParade(m)),
      // SPIDER.DOC: "To clear the HP, one has only to delete the score file SPIDER.SCR."
      remove: (m) => m.store.erase(spider.HIT_PARADE),
    }],
  }),
  'kings-korner': entry({
    id: 'kings-korner', name: "King's Korner", stFile: 'KINGS.PRG', amigaFile: 'KingsKorner',
    load: () => import('./kings-korner/app').then((m) => m.gameModule),
    engine: kkEngine, log: kkLog, save: kk.SAVE, position: kk.position, begun: kk.begun, describe: (g) => { const s = kk.position(g); return s ? kk.describe(s) : ''; }, stats: kk.STATS, prefs: kk.PREFS, records: [kk.PREFS, kk.STATS, kk.WATCH],
  }),
  gulf: entry({
    id: 'gulf', name: 'Gulf', stFile: 'GULF.PRG', amigaFile: 'Gulf',
    load: () => import('./gulf/app').then((m) => m.gameModule),
    engine: gulfEngine, log: gulfLog, save: gulf.SAVE, position: gulf.position, begun: gulf.begun, goesOn: gulf.goesOn, pending: gulf.pending, describe: gulf.describe, prefs: gulf.PREFS, records: [gulf.PREFS, gulf.SCORES, gulf.WATCH],
  }),
  'idiots-delight': entry({
    id: 'idiots-delight', name: "Idiot's Delight", stFile: 'IDELIGHT.TTP', amigaFile: 'IDelight',
    load: () => import('./idiots-delight/app').then((m) => m.gameModule),
    engine: idEngine, log: idLog, save: id.SAVE, position: id.position, describe: id.describe, prefs: id.PREFS, records: [id.DOOR, id.PREFS, id.WATCH, id.ZONE],
  }),
};

/** Every game's files on the desktop, in the registry's order. */
export const DESKTOP_FILES: readonly DesktopFile[] = GAME_IDS.flatMap((g) => GAMES[g].files ?? []);
