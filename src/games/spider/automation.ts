/** Spider's automation view (docs/spider.md, "Automation"): the state snapshot and the targets `locate` knows. */
import type { Point } from '../../core/app';
import { canDeal, canHelp, toApiState, undoCheats } from './engine';
import { colX, stockRect } from './layout';
import { cardCentre, foldCentre, underColumn } from './hit';
import { boardToScreen } from './view';
import { optionRects, type OptionId } from './options';
import { COMMANDS, infoLayout, messageLayout, panelLayout, type Command } from './panel';
import type { Machine } from '../../core/machine';
import type { Verdict } from '../../shell/advice';
import type { Geo } from './layout';
import type { OptionsModel } from './options';
import type { DailyMark } from '../../shell/envelope';
import type { SpiderMove, SpiderState } from './types';
import type { Split } from './view';

/** What automation.ts reads of the game and may set or start (SpiderApp implements it). */
export interface AutomationPort {
  readonly aided: boolean;
  readonly arrow: SpiderMove | null;
  readonly elapsed: number;
  geo(): Geo;
  readonly helpFrom: 'solver' | 'heuristic' | null;
  readonly hpEntered: boolean;
  readonly info: boolean;
  readonly m: Machine;
  readonly mode: 'options' | 'board';
  readonly msg: string[] | null;
  readonly options: OptionsModel;
  readonly panel: boolean;
  readonly picking: { first: number | null } | null;
  readonly s: SpiderState;
  readonly searching: number;
  shownSplit(): Split | null;
  readonly split: Split | null;
  winnability(): Verdict;
  winningLine(): SpiderMove[];
  readonly session: { readonly daily: DailyMark | null };
}

export function apiState(app: AutomationPort) {
  if (app.mode === 'options') {
    const { rules, suits, deal, winnable } = app.options;
    return { game: 'spider', ui: { screen: 'options', rules, suits, deal, winnableOnly: winnable, searching: app.searching, today: app.options.daily === true } };
  }
  const line = app.winningLine();
  return {
    ...toApiState(app.s),
    // The board's daily deal this game is (its board, day and variant), only when it is one.
    ...(app.session.daily ? { daily: app.session.daily } : {}),
    ui: {
      screen: 'board',
      panel: app.panel,
      info: app.info,
      message: app.msg ? app.msg.join(' ') : null,
      arrow: app.arrow,
      view: app.picking ? 'picking' : app.split ? 'split' : 'normal',
      split: app.split,
      hidden: app.split ? app.split.b - app.split.a : 0,
      time: Math.floor(app.elapsed / 1000),
      undoCheats: undoCheats(app.s),
      canHelp: canHelp(app.s),
      canDeal: canDeal(app.s),
      hpEntered: app.hpEntered,
      aided: app.aided,
      winnable: app.winnability(),
      solverLine: app.winnability() === 'won' ? line.length : null,
      helpFrom: app.helpFrom,
    },
  };
}

const centre = (r: { x: number; y: number; w: number; h: number }): Point => ({ x: r.x + (r.w >> 1), y: r.y + (r.h >> 1) });

export function locateIn(app: AutomationPort, target: string): Point | null {
  const m = app.m;
  const p = m.platform;
  const [kind, a, b] = target.split(':');
  if (app.mode === 'options') {
    if (kind !== 'option') return null;
    if (a === 'today' && app.options.daily !== true) return null;
    const r = optionRects(p, m.fb.width, m.fb.height, app.options.daily === true)[a as OptionId] as { x: number; y: number; w: number; h: number } | undefined;
    return r ? centre(r) : null;
  }
  const g = app.geo();
  const split = app.shownSplit();
  switch (kind) {
    case 'column':
      return underColumn(g, app.s, split, Number(a));
    case 'card':
      return cardCentre(g, app.s, split, Number(a), Number(b));
    case 'fold':
      return foldCentre(g, app.s, split, Number(a));
    case 'stock': {
      // the top back of the pile (the empty place when the stock is used up); null under ST rules
      const r = stockRect(g, app.s);
      return r ? { x: r.top + (g.cw >> 1), y: r.y + (r.h >> 1) } : null;
    }
    case 'foundation': {
      const i = Number(a);
      if (g.rowY < 0 || !Number.isInteger(i) || i < 0 || i > 7) return null;
      return { x: colX(g, i + 2) + (g.cw >> 1), y: g.rowY + (g.ch >> 1) };
    }
    case 'panel': {
      if (app.info && a === 'HITPARADE') return centre(infoLayout(p, m.fb.width, m.fb.height).hitParade);
      if (!app.panel) return null;
      const i = COMMANDS.indexOf(a as Command);
      return i < 0 ? null : centre(panelLayout(p, m.fb.width, m.fb.height).buttons[i]!);
    }
    case 'message':
      return app.msg ? centre(messageLayout(p, m.fb.width, m.fb.height, app.msg).box) : null;
    case 'line': {
      // a point on board line n (VIEW's picks), at the middle of the screen
      const y = boardToScreen(g, split, Number(a));
      return y === null ? null : { x: m.fb.width >> 1, y };
    }
    default:
      return null;
  }
}
