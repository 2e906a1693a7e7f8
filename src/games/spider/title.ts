/**
 * What the options screen's choices do (options.ts draws it). It is shown only at launch: a saved
 * game in progress was offered by the launcher ("Continue the saved game?") before Spider was
 * created, so Start replaces it without asking a second time, and Desktop leaves it saved.
 */
import type { KeyInput, Point } from '../../core/app';
import type { SpiderSuits } from './engine';
import { optionAt, type OptionId } from './options';
import type { Machine } from '../../core/machine';
import type { GameShell } from '../../shell/session';
import type { OptionsModel } from './options';
import type { SpiderRules } from './types';

/** What title.ts reads of the game and may set or start (SpiderApp implements it). */
export interface TitlePort {
  /** The options screen's deal was typed (played as it is), not drawn. */
  readonly dealTyped: boolean;
  readonly m: Machine;
  readonly mode: 'options' | 'board';
  newDeal(deal: number, rules: SpiderRules, suits: SpiderSuits, explicit: boolean): Promise<void>;
  readonly options: Readonly<OptionsModel>;
  /** Change the options screen's choices (rules, suits, the "winnable" button). */
  setOptions(choice: Partial<Pick<OptionsModel, 'rules' | 'suits' | 'winnable'>>): void;
  /** The options screen's deal: typed by the player, or drawn at random. */
  setDeal(deal: number, typed: boolean): void;
  readonly searching: number;
  setWinnable(suits: SpiderSuits, on: boolean): void;
  readonly shell: GameShell;
  winnableFor(suits: SpiderSuits): boolean;
  /** Today's deal from the board, in the rules and suits chosen. */
  todaysDeal(): Promise<void>;
}

export function option(app: TitlePort, id: OptionId): void {
  const { m, options: o } = app;
  m.invalidate();
  switch (id) {
    case 'st':
    case 'gnome':
      app.setOptions({ rules: id });
      return m.play('click');
    case '1':
    case '2':
    case '4': {
      const suits = Number(id) as SpiderSuits;
      app.setOptions({ suits, winnable: app.winnableFor(suits) });
      return m.play('click');
    }
    case 'all':
    case 'winnable':
      app.setWinnable(o.suits, id === 'winnable');
      return m.play('click');
    case 'new':
      app.setDeal(app.shell.randomDeal(), false);
      return m.play('click');
    case 'deal':
      return void editDeal(app);
    case 'aidsOff':
    case 'aidsOn':
      app.shell.setAids(id === 'aidsOn');
      return m.play('click');
    case 'start':
      return void app.newDeal(o.deal, o.rules, o.suits, app.dealTyped);
    case 'today':
      m.play('click');
      return void app.todaysDeal();
    case 'desktop':
      return void app.shell.quit();
  }
}

/** The deal number typed in the shell's prompt; a typed deal is played as it is. */
async function editDeal(app: TitlePort): Promise<void> {
  const d = await app.shell.askDeal(app.options.deal);
  if (d === null || app.mode !== 'options') return;
  app.setDeal(d, true);
  app.m.invalidate();
}

export function optionClick(app: TitlePort, pt: Point): void {
  const m = app.m;
  const id = optionAt(m.platform, m.fb.width, m.fb.height, pt, app.options.daily === true);
  if (id) option(app, id);
}

export function optionKey(app: TitlePort, k: KeyInput): void {
  if (app.searching) return;
  const key = k.key.length === 1 ? k.key.toLowerCase() : k.key;
  if (key === 'Enter') option(app, 'start');
  else if (key === 'Escape') option(app, 'desktop');
  else if (key === 'n') option(app, 'new');
  else if (key === 't' && app.options.daily === true) option(app, 'today');
}
