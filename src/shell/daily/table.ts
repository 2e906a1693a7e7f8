/**
 * The board's table of today beside a program's own high scores (issue 51): a requester in the
 * program's look with the day's plain games ranked, the aided ones under them, and Watch, which
 * fetches a line's log from the board (GET /api/games/ID) and plays it through the program's watch.
 * Loaded only when a board is known and the player asks for it.
 */
import type { Machine } from '../../core/machine';
import type { GameLog } from '../../core/log';
import { DailyDeals } from './daily';
import type { TableRow } from './board-api';

export interface BoardTableSpec {
  readonly board: string;
  readonly game: string;
  readonly variant: string;
  /** The table's title in the program's words ("BOARD TODAY - 4 SUITS"). */
  readonly title: string;
  /** The widest name shown (the program's own table's). */
  readonly nameWidth: number;
  /** Play a game's log back in the program (its watch); `what` names it. */
  watch(log: GameLog, what: string): Promise<void>;
}

/** The table's lines: plain games ranked, then the aided ones apart. */
export function boardLines(title: string, plain: readonly TableRow[], aided: readonly TableRow[], nameWidth: number): string[] {
  const line = (r: TableRow) => `${String(r.rank).padStart(2)}. ${r.name.slice(0, nameWidth).padEnd(nameWidth, ' ')} ${String(r.score).padStart(4)}`;
  const lines = [title];
  if (plain.length === 0) lines.push('No scores yet today.');
  lines.push(...plain.map(line));
  if (aided.length > 0) lines.push('With Aids:', ...aided.map(line));
  return lines;
}

/** Show the board's table of today; Watch plays a line's game (asked by its place, aided lines after the plain). */
export async function showBoardTable(m: Machine, spec: BoardTableSpec): Promise<void> {
  const d = new DailyDeals(m, spec.board);
  const t = await d.table(spec.game, 'day', spec.variant);
  if (typeof t === 'string') {
    await m.alert({ lines: ['The board cannot show', 'its table:', ...t.match(/.{1,26}(\s|$)/g)!.map((x) => x.trim())], buttons: ['OK'], icon: 'stop' });
    return;
  }
  const rows = [...t.plain, ...t.aided].filter((r) => r.id !== undefined);
  const buttons = rows.length > 0 ? ['OK', 'Watch'] : ['OK'];
  const r = await m.alert({ lines: boardLines(spec.title, t.plain, t.aided, spec.nameWidth), buttons, defaultButton: 0, escapeButton: 0 });
  if (buttons[r.button] !== 'Watch') return;
  const all = [...t.plain, ...t.aided];
  const ask = await m.alert({
    lines: ['Watch which game?', `Its line (1 to ${all.length}):`],
    buttons: ['Watch', 'Cancel'],
    defaultButton: 0,
    escapeButton: 1,
    input: { initial: '1', maxLength: 2, allowed: /^[0-9]$/, selected: true, kind: 'numeric' },
    icon: 'note',
  });
  if (ask.button !== 0) return;
  const row = all[Number(ask.text) - 1];
  if (!row?.id) {
    await m.alert({ lines: [`There is no line ${ask.text.trim() || '(none)'}`, `to watch (1 to ${all.length}).`], buttons: ['OK'], icon: 'stop' });
    return;
  }
  const g = await d.game(row.id);
  if (g) await spec.watch(g.log as unknown as GameLog, `${g.name} ${g.score}`);
}
