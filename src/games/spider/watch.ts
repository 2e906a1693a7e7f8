/**
 * Watching a game of Spider again (issue 47 step 6): the last game finished (won, lost or left by
 * QUIT), or a Hit Parade entry's, played back on Spider's own board through the shell's Watch
 * (src/shell/watch.ts). Spider has no menu bar: the keys (SPACE, the arrows, + and -, Esc) and the
 * right button (a step) drive it, and a strip at the foot of the screen says where it is. The game
 * in progress is set aside, not touched: its clock stops, its save is not written meanwhile.
 */
import type { Framebuffer } from '../../core/framebuffer';
import type { GameLog } from '../../core/log';
import type { Machine } from '../../core/machine';
import type { Platform } from '../../core/platform';
import { C } from '../../core/colours';
import { watchIn, type Watch, type WatchHost } from '../../shell/watch';
import { entryLog, keepLog, lastLog } from '../../shell/watch-store';
import { HIT_PARADE, WATCH } from './records';
import { spiderLog } from './log';
import { toApiState } from './engine';
import { spiderScore } from './score';
import { drawBoard } from './screen';
import { geometry } from './layout';
import { fitSplit } from './view';
import { HP_RULES, HP_SUITS, NAME_MAX, emptyHitParade, type HpRules, type HpSuits } from './hptable';
import { variantKey } from '../../shell/daily/here';
import type { HpWatch } from './hitparade';
import type { SpiderState } from './types';

/** Every Hit Parade entry's game id, in all six tables. */
function hitParadeIds(m: Machine): string[] {
  const hp = m.store.read(HIT_PARADE) ?? emptyHitParade();
  return HP_RULES.flatMap((r) => HP_SUITS.flatMap((s) => hp[r][s].flatMap((e) => (e.id ? [e.id] : []))));
}

/** A finished game's log is kept: as the last game, and as its Hit Parade entry's when it has one. */
export function keepEnded(m: Machine, log: GameLog): Promise<void> {
  return keepLog(m.store, WATCH, log, hitParadeIds(m));
}

export type SpiderHost = WatchHost<SpiderState> & { clearOverlays(): void };

/** The W key: the last game finished. */
export const watchLast = (host: SpiderHost): Promise<void> => watchIn(host, spiderLog, lastLog(host.m.store, WATCH), 'the last game', () => host.clearOverlays());

/** The Hit Parade's entry `row` (0 is the best) of `rules` and `suits`. */
export function watchPlace(host: SpiderHost, rules: HpRules, suits: HpSuits, row: number): Promise<void> {
  const e = (host.m.store.read(HIT_PARADE) ?? emptyHitParade())[rules][suits][row];
  if (!e) return Promise.resolve(host.m.beep());
  return watchIn(host, spiderLog, entryLog(host.m.store, WATCH, e.id), `${e.name} ${e.score}`, () => host.clearOverlays());
}

/** Whether a table's entries have logs kept (the Hit Parade then offers Watch). */
export function watchableRows(m: Machine, rules: HpRules, suits: HpSuits): boolean {
  const ids = new Set((m.store.read(WATCH)?.entries ?? []).map((l) => l.id));
  return (m.store.read(HIT_PARADE) ?? emptyHitParade())[rules][suits].some((e) => e.id !== undefined && ids.has(e.id));
}

/** Watch in the Hit Parade: its place asked in a requester (the last game is a button there too). */
export function hpWatch(host: SpiderHost, board: string | null = null): HpWatch {
  return {
    can: (rules, suits) => watchableRows(host.m, rules, suits),
    choose: (rules, suits) => void askPlace(host, rules, suits),
    ...(board === null ? {} : { board: (rules: HpRules, suits: HpSuits) => boardTable(host, board, rules, suits) }),
  };
}

/** The board's table of today for these rules and suits (its code loaded now); a line's game is watched here. */
async function boardTable(host: SpiderHost, board: string, rules: HpRules, suits: HpSuits): Promise<void> {
  const { showBoardTable } = await import('../../shell/daily/table');
  await showBoardTable(host.m, {
    board,
    game: 'spider',
    variant: variantKey({ rules, suits }),
    title: `BOARD TODAY${rules === 'gnome' ? ' (GNOME)' : ''} - ${suits} SUIT${suits === 1 ? '' : 'S'}`,
    nameWidth: NAME_MAX,
    watch: (log, what) => watchIn(host, spiderLog, log, what, () => host.clearOverlays()),
  });
}

async function askPlace(host: SpiderHost, rules: HpRules, suits: HpSuits): Promise<void> {
  const r = await host.m.alert({
    lines: ['Watch which game again?', 'Its place in the Hit Parade:'],
    buttons: ['Watch', 'Last game', 'Cancel'],
    defaultButton: 0,
    escapeButton: 2,
    input: { initial: '1', maxLength: 2, allowed: /^[0-9]$/, selected: true, kind: 'numeric' },
    icon: 'note',
  });
  if (r.button === 1) return watchLast(host);
  if (r.button !== 0) return;
  const place = Number(r.text);
  const table = (host.m.store.read(HIT_PARADE) ?? emptyHitParade())[rules][suits];
  if (!Number.isInteger(place) || place < 1 || place > table.length) {
    await host.m.alert({ lines: [`There is no place ${r.text.trim() || '(none)'}`, `in this table (1 to ${table.length}).`], buttons: ['OK'], icon: 'stop' });
    return;
  }
  return watchPlace(host, rules, suits, place - 1);
}

/** The position watched, on Spider's board (VIEW's split as the board needs it), and the strip. */
export function drawWatch(fb: Framebuffer, p: Platform, w: Watch<SpiderState>): void {
  const s = w.state;
  const g = geometry(p, fb.width, fb.height, s.rules);
  drawBoard(fb, p, g, s, fitSplit(g, s, null), spiderScore(s));
  const text = w.line();
  const h = 11;
  const y = fb.height - h;
  fb.fillRect(0, y, fb.width, h, C.WHITE);
  fb.hline(0, y, fb.width, C.BLACK);
  fb.text(p.font, text, Math.max(0, (fb.width - text.length * 8) >> 1), y + 2, C.BLACK);
}

/** Automation: where the playback stands and the position shown, as `state()` shows a game's. */
export const watchState = (w: Watch<SpiderState>) => ({ ...w.report(), state: toApiState(w.state) });
