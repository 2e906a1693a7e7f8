/**
 * Watching a game of Gulf again (issue 47 step 6): the last game lost, or a GULF.SCR entry's, played
 * back on Gulf's own board through the shell's Watch (src/shell/watch.ts). The game in progress is
 * set aside, not touched: its save is not written while watching, and it is back when watching ends.
 */
import type { GameLog } from '../../core/log';
import type { Machine } from '../../core/machine';
import { watchIn, type Watch, type WatchHost as Host } from '../../shell/watch';
import { entryLog, keepLog, lastLog } from '../../shell/watch-store';
import { gulfLog } from './log';
import { SCORES, WATCH } from './records';
import type { GulfState } from './rules';
import { toApiState } from './engine';

/** A lost game's log is kept: as the last game, and as its GULF.SCR entry's when it has one. */
export function keepLost(m: Machine, log: GameLog): Promise<void> {
  const ids = (m.store.read(SCORES) ?? []).flatMap((e) => (e.id ? [e.id] : []));
  return keepLog(m.store, WATCH, log, ids);
}

/** What GulfApp gives a watch: the machine, and where the Watch goes. */
export interface WatchHost extends Host<GulfState> {
  showScores: { highlight: number } | null;
}

export const watchLog = (host: WatchHost, log: GameLog | null, what: string): Promise<void> => open(host, log, what);
const open = (host: WatchHost, log: GameLog | null, what: string): Promise<void> => watchIn(host, gulfLog, log, what, () => (host.showScores = null));

/** Game menu, "Watch last game". */
export const watchLast = (host: WatchHost): Promise<void> => open(host, lastLog(host.m.store, WATCH), 'the last game');

/** GULF.SCR's row `row` (0 is the best), when its log is kept. */
export function watchEntry(host: WatchHost, row: number): Promise<void> {
  const e = (host.m.store.read(SCORES) ?? [])[row];
  if (!e) return Promise.resolve(host.m.beep());
  return open(host, entryLog(host.m.store, WATCH, e.id), `${e.name} ${e.score}`);
}

/** Whether GULF.SCR's entries have logs kept (the table then says a click watches one). */
export function watchable(m: Machine): boolean {
  const ids = new Set((m.store.read(WATCH)?.entries ?? []).map((l) => l.id));
  return (m.store.read(SCORES) ?? []).some((e) => e.id !== undefined && ids.has(e.id));
}

/** Automation: where the playback stands and the position shown, as `state()` shows a game's. */
export const watchState = (w: Watch<GulfState>) => ({ ...w.report(), state: toApiState(w.state) });
