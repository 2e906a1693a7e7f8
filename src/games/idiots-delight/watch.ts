/**
 * Watching the last hand again (issue 47 step 6): the log of the last hand finished, free or
 * tournament, kept in IDELIGHT.WCH (records.ts WATCH) once its score is recorded, and played back
 * through the shell's Watch (src/shell/watch.ts) on the door's own hand screen (screens.ts
 * drawGame): the prompt box lists the Watch keys, the bottom row says where the playback is. The
 * entry is the player's menu's [R] (browser only: a board's menu has [D] there). The door, and any
 * hand in it, is set aside untouched: nothing here writes its records.
 */
import type { Button, KeyInput, Point } from '../../core/app';
import type { GameLog } from '../../core/log';
import type { Machine } from '../../core/machine';
import { keepLog, lastLog } from '../../shell/watch-store';
import { watchIn, type Watch, type WatchHost } from '../../shell/watch';
import { aidedLog } from '../../core/log';
import { cardWords, idLog, idMove, isOver, isWon, toApiState, topCard, type IDState } from './engine';
import { drawGame, key, resultLines, PANEL_X } from './screens';
import { A, CELL, COLS, Terminal, keyNear } from './terminal';
import { WATCH } from './records';

/** Where the menu lists [R] (the conformance suite leaves row 18 from column 55 to each side). */
export const R_X = 55;
export const R_Y = 18;

/** Keep a finished hand's log as the last hand; called once its score is recorded (never throws). */
export const keepLast = (m: Machine, log: GameLog): Promise<void> => keepLog(m.store, WATCH, log);

/** Whether a last hand is kept (the menu then lists [R]). */
export const hasLast = (m: Machine): boolean => lastLog(m.store, WATCH) !== null;

/** The menu's [R] line, when a last hand is kept. */
export function drawWatchKey(m: Machine, t: Terminal): void {
  if (hasLast(m)) key(t, R_X, R_Y, '[R] Watch last hand', true);
}

/** The menu's R: watch the last hand (nothing happens when none is kept: the menu does not list R). */
export function isWatchKey(m: Machine, k: KeyInput): boolean {
  return !k.ctrl && !k.alt && k.key.toLowerCase() === 'r' && hasLast(m);
}

export const watchLast = (host: WatchHost<IDState>): Promise<void> => watchIn(host, idLog, lastLog(host.m.store, WATCH), 'the last hand');

const ROW_WORDS = ['first', 'second', 'third', 'fourth'];
const top = (s: IDState, row: number) => {
  const c = topCard(s, row);
  return c === null ? 'a card' : `the ${cardWords(c)}`;
};

/** The entry that led to the position shown, in words (the message line). */
function entryWords(w: Watch<IDState>): string {
  const p = w.playback;
  const e = p.entry;
  if (!e) return 'The deal.';
  const before = p.positions[p.at - 1]!;
  if (e.type === 'marker') return `The marker to the ${ROW_WORDS[Number(e['row'])] ?? ''} row.`;
  const m = idMove(e);
  if (!m) return 'HELP (?) was used: an aided hand.';
  switch (m.type) {
    case 'remove':
      return `Played ${top(before, m.row)} from the ${ROW_WORDS[m.row]} row.`;
    case 'free':
      return `The Free Card on ${top(before, m.row)} in the ${ROW_WORDS[m.row]} row.`;
    case 'move':
      return `Moved ${top(before, m.from)} into the empty ${ROW_WORDS[m.to]} row.`;
    case 'deal':
      return 'Four cards dealt.';
    case 'done':
      return 'Done: no plays remain.';
  }
}

/** The Watch keys in the prompt box: each a key a tap presses too (TAPS). The arrows are named: the
 *  terminal's font has no arrow glyphs. */
const PROMPTS = ['[Space] Play / Stop', '[Left] Back  [Right] On', '[Home] Deal  [End] End', '[+] Faster  [-] Slower', '', '[Esc] End the replay'];
const TAPS: Record<string, string> = { Space: ' ', Left: 'ArrowLeft', Right: 'ArrowRight', Home: 'Home', End: 'End', '+': '+', '-': '-', Esc: 'Escape' };

/** The hand screen with the position played back, the Watch keys and the playback's status line. */
export function drawWatch(w: Watch<IDState>, t: Terminal): void {
  const s = w.state;
  const log = w.playback.log;
  const aided = aidedLog(log);
  t.local = true;
  drawGame(t, {
    s,
    player: 'The last hand',
    date: `deal ${s.deal}`,
    handLabel: 'Replay',
    handsLeft: 0,
    message: entryWords(w),
    aided,
    resultLines: isOver(s) ? resultLines(null, s.discards.length, isWon(s), false, aided) : [],
  });
  // The hand's keys give way to the Watch's: nothing here plays a card.
  t.labels = [];
  t.anyKey = null;
  t.put(PANEL_X + 15, 8, '-', A.WHITE);
  t.fill(PANEL_X + 1, 11, 30, 7, ' ', A.WHITE, A.BLACK);
  t.box(PANEL_X, 11, 32, 8, A.LBLUE);
  t.put(PANEL_X + 11, 11, ' REPLAY ', A.WHITE);
  PROMPTS.forEach((line, i) => line && key(t, PANEL_X + 2, 12 + i, line, true));
  // The status line (the door's bottom row): where the playback stands.
  t.fill(0, 24, COLS, 1, ' ', A.WHITE, A.BLUE);
  t.put(1, 24, w.line(), A.WHITE, A.BLUE);
}

/** A key while watching: the Watch's keys; Esc ends it. */
export function watchKey(w: Watch<IDState>, k: KeyInput): void {
  w.key(k);
}

/** A click or tap while watching: on a key of the prompt box it is that key; the right button steps. */
export function watchPointer(w: Watch<IDState>, m: Machine, pt: Point, b: Button): void {
  if (b !== 'left') return w.pointerDown(b);
  const t = new Terminal();
  drawWatch(w, t);
  const o = Terminal.origin(m.fb);
  const l = keyNear(t, (pt.x - o.x) / CELL, (pt.y - o.y) / CELL);
  const k = l ? TAPS[l.key] : undefined;
  if (k) w.key({ key: k, code: '', ctrl: false, shift: false, alt: false });
}

/** Automation: where the playback stands and the position shown, as `state()` shows a hand's. */
export const watchState = (w: Watch<IDState>) => ({ ...w.report(), state: toApiState(w.state) });
