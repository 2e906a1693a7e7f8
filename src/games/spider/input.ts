/**
 * The board's input (SPIDER.DOC, "PROGRAM CONTROL"): the left button plays, the right button
 * pops up the control panel; the panel's commands have keys (H D U I V Q, Ctrl+Z for UNDO), and
 * 1..9, 0 click under columns 1..10. A message, the HELP arrow or INFO goes away first.
 */
import type { Button, KeyInput, Point } from '../../core/app';
import { inRect } from '../../core/menus';
import { clickCard, clickColumn, type SpiderMove } from './engine';
import { hitTest } from './hit';
import { fitSplit } from './view';
import { COMMANDS, infoLayout, panelLayout, type Command } from './panel';
import { showHitParade, type HpWatch } from './hitparade';
import { optionClick, optionKey, type TitlePort } from './title';
import type { Machine } from '../../core/machine';
import type { Geo } from './layout';
import type { SpiderState } from './types';
import type { Split } from './view';

/**
 * What input.ts reads of the game and asks it to do (SpiderApp implements it). The app's fields
 * are read only here: every change goes through one of its methods.
 */
export interface InputPort extends TitlePort {
  readonly arrow: SpiderMove | null;
  choose(c: 'HELP' | 'DEAL' | 'UNDO' | 'INFO' | 'VIEW' | 'QUIT'): void;
  clearOverlays(): void;
  /** The message panel and HELP's arrow go. */
  closeMessage(): void;
  closeInfo(): void;
  showPanel(open: boolean): void;
  /** VIEW: the first line chosen. */
  pickLine(line: number): void;
  /** VIEW ends: with the split chosen (kept and saved), or none (aborted). */
  endPick(split: Split | null): void;
  geo(): Geo;
  readonly info: boolean;
  readonly m: Machine;
  readonly mode: 'options' | 'board';
  readonly msg: string[] | null;
  readonly over: boolean;
  readonly panel: boolean;
  readonly picking: { readonly first: number | null } | null;
  play(mv: SpiderMove): void;
  readonly quitting: boolean;
  readonly s: SpiderState;
  readonly searching: number;
  shownSplit(): Split | null;
  /** W: watch the last game finished again (spider/watch.ts). */
  watchLast(): void;
  /** What the Hit Parade offers for watching its entries' games. */
  hpWatch(): HpWatch;
}

const KEY_COMMANDS: Record<string, Command> = { h: 'HELP', d: 'DEAL', u: 'UNDO', i: 'INFO', v: 'VIEW', q: 'QUIT' };

export function pointerDown(app: InputPort, pt: Point, b: Button): void {
  const m = app.m;
  if (app.mode === 'options') {
    if (b === 'left' && !app.searching) optionClick(app, pt);
    return;
  }
  if (app.quitting) return;
  // SPIDER.DOC: a message panel or the HELP arrow goes away on a click of either button
  if (app.msg || app.arrow) {
    app.closeMessage();
    m.invalidate();
    return;
  }
  if (app.info) {
    const l = infoLayout(m.platform, m.fb.width, m.fb.height);
    if (b === 'left' && inRect(pt, l.hitParade)) void showHitParade(m, app.s.rules, app.s.suits, -1, app.hpWatch());
    else app.closeInfo();
    m.invalidate();
    return;
  }
  if (app.picking) return pick(app, pt, b);
  if (app.panel) {
    if (b === 'right') app.showPanel(false);
    else {
      const i = panelLayout(m.platform, m.fb.width, m.fb.height).buttons.findIndex((r) => inRect(pt, r));
      if (i >= 0) app.choose(COMMANDS[i]!);
    }
    m.invalidate();
    return;
  }
  if (b === 'right') {
    app.showPanel(true);
    m.invalidate();
    return;
  }
  boardClick(app, pt);
}

function boardClick(app: InputPort, pt: Point): void {
  const hit = hitTest(app.geo(), app.s, app.shownSplit(), pt);
  if (!hit || hit.kind === 'marker') return;
  if (hit.kind === 'stock') return app.choose('DEAL');
  // folded cards lie under the movable group: like a click on a face-down card, nothing moves
  if (hit.kind === 'fold') return app.m.beep();
  let mv: SpiderMove | null = null;
  if (hit.kind === 'card') mv = clickCard(app.s, hit.col, hit.index);
  else if (hit.kind === 'column') mv = clickColumn(app.s, hit.col);
  if (mv === null || app.over) return app.m.beep();
  app.play(mv);
}

/** VIEW: two left clicks choose the lines; right aborts. */
function pick(app: InputPort, pt: Point, b: Button): void {
  const pk = app.picking!;
  app.m.invalidate();
  if (b === 'right') return app.endPick(null);
  const g = app.geo();
  const line = Math.max(0, Math.min(g.height - g.top - 1, pt.y - g.top));
  if (pk.first === null) return app.pickLine(line);
  const a = Math.min(pk.first, line);
  const bb = Math.max(pk.first, line);
  // the marker takes MARKER_H lines itself: hiding fewer would hide nothing; and a split must
  // leave every column's last card whole, with some column going on under it (else a beep)
  const split = fitSplit(g, app.s, { a, b: bb });
  if (!split) return app.m.beep();
  app.endPick(split);
}

export function key(app: InputPort, k: KeyInput): void {
  const m = app.m;
  if (app.mode === 'options') return optionKey(app, k);
  const key = k.key.length === 1 ? k.key.toLowerCase() : k.key;
  if (app.quitting) return;
  if (key === 'Escape') {
    app.clearOverlays();
    m.invalidate();
    return;
  }
  if (app.picking) return;
  // a message, the HELP arrow or INFO goes away on any key; Enter and Space do only that, and I
  // closes INFO rather than opening it again; other keys then do their own work
  const wasInfo = app.info;
  if (app.msg || app.arrow || app.info) {
    app.closeMessage();
    app.closeInfo();
    m.invalidate();
    if (key === 'Enter' || key === ' ' || (wasInfo && key === 'i')) return;
  }
  if (key === 'w' && !k.ctrl && !k.alt) return app.watchLast();
  const c = k.ctrl ? (key === 'z' ? 'UNDO' : undefined) : KEY_COMMANDS[key];
  if (c) {
    app.showPanel(false);
    app.choose(c);
    return;
  }
  // keyboard play: 1..9, 0 = a left click under column 1..10 (the column's whole group)
  if (!k.ctrl && !k.alt && /^[0-9]$/.test(key) && !app.panel) {
    const mv = clickColumn(app.s, key === '0' ? 9 : Number(key) - 1);
    if (mv === null || app.over) return m.beep();
    app.play(mv);
  }
}
