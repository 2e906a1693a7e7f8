/**
 * The board's "today's daily deals" screen (the door's D key, issue 51): today's champion of every
 * game and variant played from the browser (plain games; aided ones are counted), and the door's
 * own Daily Champion.
 */
import { Terminal, A } from '../src/games/idiots-delight/terminal';
import { frame, pressAnyKey, NAME_COLS, VERSION_LINE } from '../src/games/idiots-delight/screens';
import { fitWidth, padWidth } from '../src/core/columns';
import { grouped } from '../src/core/grouped';
import { DAILY_GAMES, GAME_NAMES, VARIANT_OPTIONS, variantKey } from './daily';
import { DailyStore } from './daily-store';
import type { Store } from './store';

export interface DailyLine {
  label: string;
  champion: { name: string; score: number } | null;
  /** Players on today's table (plain), and aided games posted. */
  players: number;
  aided: number;
}

/** A variant as the screen names it: "4 suits, ST", "2 free", "". */
function variantLabel(game: string, o: Record<string, unknown>): string {
  if (game === 'spider') return `${String(o.suits)} suit${o.suits === 1 ? '' : 's'}, ${o.rules === 'st' ? 'ST' : 'Gnome'}`;
  if (game === 'kings-korner') return `${String(o.freeSpaces)} free`;
  return '';
}

/** Today's lines: every daily game's variants, then the door's Daily Champion. */
export async function loadDaily(store: Store, date: string): Promise<DailyLine[]> {
  const daily = new DailyStore(store.db);
  const lines: DailyLine[] = [];
  for (const g of DAILY_GAMES) {
    for (const o of VARIANT_OPTIONS[g]) {
      const t = await daily.table(g, variantKey(o), 'day', date);
      const top = t.plain[0];
      const v = variantLabel(g, o);
      lines.push({ label: v ? `${GAME_NAMES[g]} (${v})` : GAME_NAMES[g], champion: top ? { name: top.name, score: top.score } : null, players: t.plain.length, aided: t.aided.length });
    }
  }
  const door = (await store.champions()).daily[date];
  const doorPlayers = (await daily.doorTable('day', date)).length;
  lines.push({ label: "Idiot's Delight (door)", champion: door ? { name: door.name, score: door.score } : null, players: doorPlayers, aided: 0 });
  return lines;
}

// Columns: 2 + game 26 + name 31 + score 9 + players 9 = 77.
export function drawDaily(t: Terminal, lines: DailyLine[], today: string): void {
  frame(t, today, VERSION_LINE);
  t.centre(2, "* * *  T O D A Y ' S   D A I L Y   D E A L S  * * *", A.YELLOW);
  t.put(2, 4, 'Game'.padEnd(26) + padWidth('Champion', NAME_COLS + 1) + 'Score'.padStart(8) + '  Players', A.LCYAN);
  lines.slice(0, 16).forEach((l, i) => {
    t.put(2, 5 + i, fitWidth(l.label, 25).padEnd(26), A.GREY);
    if (l.champion) t.write(padWidth(fitWidth(l.champion.name, NAME_COLS), NAME_COLS + 1), A.WHITE).write(grouped(l.champion.score).padStart(8), A.YELLOW);
    else t.write(padWidth('(none yet)', NAME_COLS + 9), A.DARKGREY);
    t.write(`  ${String(l.players).padStart(4)}${l.aided ? ` +${l.aided}A` : ''}`, A.GREY);
  });
  t.put(2, 21, 'Play them from the collection on this board\'s web page: "Today\'s deal". A: aided.', A.DARKGREY);
  pressAnyKey(t, 2, 22);
}
