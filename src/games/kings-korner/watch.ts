/**
 * Watching a game of King's Korner again (issue 47 step 6): the last game finished (won or lost),
 * played back on King's Korner's own GRID through the shell's Watch (src/shell/watch.ts). King's
 * Korner keeps statistics, not a table of scores: only the last game is kept. The game in progress
 * is set aside, not touched, and back when watching ends.
 */
import type { GameLog } from '../../core/log';
import type { Machine } from '../../core/machine';
import { watchIn, type Watch, type WatchHost } from '../../shell/watch';
import { keepLog, lastLog } from '../../shell/watch-store';
import { kkLog } from './log';
import { WATCH } from './records';
import { toApiState } from './engine';
import type { KKState } from './rules';

/** A finished game's log is kept, as the last game. */
export const keepFinished = (m: Machine, log: GameLog): Promise<void> => keepLog(m.store, WATCH, log);

/** PROJECT, "Watch last game". */
export const watchLast = (host: WatchHost<KKState>): Promise<void> => watchIn(host, kkLog, lastLog(host.m.store, WATCH), 'the last game');

/** Automation: where the playback stands and the position shown, as `state()` shows a game's. */
export const watchState = (w: Watch<KKState>) => ({ ...w.report(), state: toApiState(w.state) });
