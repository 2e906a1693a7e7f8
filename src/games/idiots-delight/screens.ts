/**
 * The door's screens, drawn on an 80 x 25 Terminal in ANSI colours. Pure drawing: each function
 * takes what it shows and writes cells; app.ts decides which screen is up.
 */
import { A, COLS, Terminal, keyName, widthOf, type KeyLabel } from './terminal';
import { fitWidth, padWidth } from '../../core/columns';
import { rankOf, suitOf, isRed, type Card } from '../../core/cards';
import { ROWS as CARD_ROWS, scoreFor, canDone, canFree, isOver, type IDState } from './engine';
import { HELP_PAGES } from './help';
import type { ChampionsView, DayStatus, DoorSettings, HandResult } from './door';
import { grouped } from '../../core/grouped';

export const VERSION_LINE = "Idiot's Delight v1.0  (c) 1993 JNS Software";

const SUIT_WORD: Record<string, string> = { S: 'SPAD', H: 'HART', D: 'DIAM', C: 'CLUB' };
const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Card rows: row i occupies text lines ROW_Y + 4i .. +3; cards start at column CARD_X. */
export const ROW_Y = 2;
export const CARD_X = 3;
export const PANEL_X = 47;
/** The prompt box's "[Enter] - Draw Card" line (a click there deals). */
export const ENTER_LINE = 14;

/** A number as the door prints it, thousands grouped with commas (as every message of the collection). */
export const n = grouped;

/** Text columns of a row's top card box (x of its left edge, width 6), also for an empty row. */
export function topCardColumn(rowLength: number): number {
  return CARD_X + 3 * Math.max(0, rowLength - 1);
}

/** Columns a name may take on any screen: a new name is at most 30 (door.ts NAME_MAX); one kept from
 *  before names were measured in columns (30 CJK characters are 60) is cut to this. */
export const NAME_COLS = 30;

/** The top bar and bottom status line every screen shares. */
export function frame(t: Terminal, right: string, bottom: string) {
  t.clear();
  t.fill(0, 0, COLS, 1, ' ', A.WHITE, A.BLUE);
  t.put(1, 0, "IDIOT'S DELIGHT", A.YELLOW, A.BLUE);
  // The subtitle gives way (shortened, then dropped) to a long name on the right.
  const rx = COLS - 1 - widthOf(right);
  const sub = (t.local ? ['─ Local door', '─ Local'] : ['─ Tournament Solitaire', '─ Tournament']).find((x) => 17 + x.length + 1 < rx);
  if (sub) t.put(17, 0, sub, A.WHITE, A.BLUE);
  t.put(rx, 0, right, A.WHITE, A.BLUE);
  t.fill(0, 24, COLS, 1, ' ', A.WHITE, A.BLUE);
  key(t, 1, 24, bottom, true, { key: A.WHITE, text: A.WHITE, bg: A.BLUE });
}

/** "Press any key": a tap there, or anywhere no key is listed, is a key. */
export function pressAnyKey(t: Terminal, x: number, y: number, text = 'Press any key to continue') {
  t.put(x, y, text, A.YELLOW);
  t.anyKey = { x, y, w: widthOf(text) };
}

/**
 * The keys a screen needs that none of its lines shows (Q on a hand, Enter and Escape on the sysop's
 * number prompt): the terminal program's key row at the right of the status line, as terminal
 * programs put their function keys on line 25, so a finger can press them too.
 */
export function keyRow(t: Terminal, items: string[]) {
  const missing = items.filter((it) => !t.find(keyName(/\[([^\]]+)\]/.exec(it)?.[1] ?? '')));
  if (missing.length === 0) return;
  const text = missing.join('  ');
  key(t, COLS - 1 - widthOf(text), 24, text, true, { key: A.YELLOW, text: A.WHITE, bg: A.BLUE });
}

/** Draw one row of cards as the help file does: covered cards 2 columns wide, the top one 4. */
function drawRow(t: Terminal, y: number, cards: readonly Card[], marked: boolean) {
  const x0 = CARD_X;
  const line = marked ? A.YELLOW : A.GREY;
  if (cards.length === 0) {
    t.box(x0, y, 6, 4, A.DARKGREY);
    t.put(x0 + 1, y + 1, ' ·· ', A.DARKGREY);
    t.put(x0 + 1, y + 2, 'EMPT', A.DARKGREY);
    return;
  }
  const last = cards.length - 1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    const x = x0 + 3 * i;
    const face = isRed(c) ? A.LRED : A.WHITE;
    const top = i === last;
    const edge = top ? line : A.GREY;
    const r = RANK_TEXT[rankOf(c)]!;
    const s = suitOf(c);
    if (!top) {
      t.put(x, y, i === 0 ? '┌──' : '┬──', A.GREY);
      t.put(x, y + 1, '│', A.GREY).write(r.padEnd(2), face);
      t.put(x, y + 2, '│', A.GREY).write(SUIT_WORD[s]!.slice(0, 2), face);
      t.put(x, y + 3, i === 0 ? '└──' : '┴──', A.GREY);
    } else {
      t.put(x, y, (i === 0 ? '┌' : '┬') + '────┐', edge);
      if (i > 0) t.put(x, y, '┬', A.GREY);
      t.put(x, y + 1, '│', i > 0 ? A.GREY : edge).write(r.padEnd(3) + SUIT_SYMBOL[s]!, face).write('│', edge);
      t.put(x, y + 2, '│', i > 0 ? A.GREY : edge).write(SUIT_WORD[s]!, face).write('│', edge);
      t.put(x, y + 3, (i === 0 ? '└' : '┴') + '────┘', edge);
      if (i > 0) t.put(x, y + 3, '┴', A.GREY);
    }
  }
}

export interface GameView {
  s: IDState;
  player: string;
  date: string | null;
  /** 'Hand 2 of 3', 'Free hand' ... */
  handLabel: string;
  handsLeft: number;
  message: string;
  /** The solver's word on the position (absent: no line). */
  winnable?: 'yes' | 'no' | 'unknown' | 'thinking' | 'won' | null;
  /** Whether the prompt box lists [?] Hint (aids offered). */
  hintKey?: boolean;
  /** An aid was used on this hand (shown by the HAND line). */
  aided?: boolean;
  /** A Y/N question on the message line (L: "Save and log off?"). */
  confirm?: string | null;
  /** Lines shown when the hand is over. */
  resultLines: string[];
}

/** The colours of a line of keys: the bracketed keys, the words between, the paper. */
interface KeyColours {
  key: number;
  text: number;
  bg?: number;
}

/**
 * A line listing keys ("[F]ree Card", "[Y]es / [N]o"), bold if available, dim if not: the prompt
 * box shows what can be pressed now. Each key is recorded over its words (to the next key or a wide
 * gap), so a tap or click there presses it, whether it is live or not (the key then says why not).
 */
export function key(t: Terminal, x: number, y: number, text: string, on: boolean, colours: KeyColours = { key: A.YELLOW, text: A.WHITE }) {
  // '[X]' parts in yellow, the rest white; everything dark grey when unavailable.
  let cx = x;
  let last: KeyLabel | null = null;
  for (const part of text.split(/(\[[^\]]+\])/)) {
    if (!part) continue;
    const isKey = /^\[[^\]]+\]$/.test(part);
    const col = !on ? A.DARKGREY : isKey ? colours.key : colours.text;
    t.put(cx, y, part, col, colours.bg ?? t.bg);
    const w = widthOf(part);
    if (isKey) {
      t.label(cx, y, w, part.slice(1, -1));
      last = t.labels[t.labels.length - 1]!;
    } else if (last) {
      last.w += widthOf(part.split(/\s{2,}/)[0]!.trimEnd());
      last = null;
    }
    cx += w;
  }
}

export function drawGame(t: Terminal, v: GameView) {
  const s = v.s;
  frame(t, `${fitWidth(v.player, NAME_COLS)}  ${v.date ?? ''}`.trim(), VERSION_LINE);
  const over = isOver(s);
  for (let r = 0; r < CARD_ROWS; r++) {
    const y = ROW_Y + 4 * r;
    const marked = r === s.marker && !over;
    drawRow(t, y, s.rows[r]!, marked);
    if (marked) t.put(1, y + 1, '>', A.YELLOW).put(1, y + 2, '>', A.YELLOW);
  }
  // Counters.
  const px = PANEL_X;
  t.box(px, 2, 32, 9, A.LCYAN, A.BLACK, true);
  t.put(px + 2, 3, 'PILE CARD  :', A.LCYAN).put(px + 15, 3, String(s.stock.length).padStart(2), A.YELLOW);
  t.put(px + 2, 4, 'CARDS OFF  :', A.LCYAN).put(px + 15, 4, String(s.discards.length).padStart(2), A.WHITE);
  t.put(px + 2, 5, 'SCORE      :', A.LCYAN).put(px + 15, 5, n(scoreFor(s.discards.length)), A.YELLOW);
  const freeText = !s.freeCard ? 'Off' : s.freeCardUsed ? 'Used' : 'Available';
  t.put(px + 2, 6, 'FREE CARD  :', A.LCYAN).put(px + 15, 6, freeText, s.freeCardUsed ? A.DARKGREY : A.WHITE);
  t.put(px + 2, 7, 'HAND       :', A.LCYAN).put(px + 15, 7, v.handLabel, A.WHITE);
  if (v.aided) t.write(' (aided)', A.LRED);
  t.put(px + 2, 8, 'HANDS LEFT :', A.LCYAN).put(px + 15, 8, String(v.handsLeft), A.WHITE);
  if (v.winnable) {
    const [text, col] = WINNABLE_TEXT[v.winnable];
    t.put(px + 2, 9, 'CAN WIN    :', A.LCYAN).put(px + 15, 9, text, col);
  }
  // The prompt box.
  t.box(px, 11, 32, 8, A.LBLUE);
  t.put(px + 11, 11, ' PROMPTS ', A.WHITE);
  const live = !over;
  key(t, px + 2, 12, '[8] Up   [2] Down', live);
  key(t, px + 2, 13, '[Space] - Play Card', live);
  key(t, px + 2, ENTER_LINE, '[Enter] - Draw Card', live && s.stock.length > 0);
  key(t, px + 2, 15, '[F]ree Card', live && canFree(s, s.marker));
  if (v.hintKey) key(t, px + 20, 15, '[?] Hint', live);
  // Once the hand is over any key continues, so no key of the box is live.
  key(t, px + 2, 16, '[R]edraw', live);
  key(t, px + 12, 16, '[D]one', live && canDone(s));
  key(t, px + 20, 16, '[H]elp', live);
  if (over) pressAnyKey(t, px + 2, 17, 'Press any key');
  else key(t, px + 2, 17, '[L]og off', live);
  // Messages.
  t.put(0, 19, '─'.repeat(COLS), A.BLUE);
  if (v.confirm) confirmLine(t, 2, 20, v.confirm);
  else if (v.message) t.put(2, 20, v.message, A.YELLOW);
  v.resultLines.forEach((l, i) => t.put(2, 21 + i, l, i === 0 ? A.LCYAN : A.WHITE));
}

/** A Y/N question and its keys. */
function confirmLine(t: Terminal, x: number, y: number, text: string) {
  t.put(x, y, text, A.LRED);
  key(t, t.cx + 2, y, '[Y]es / [N]o', true, { key: A.YELLOW, text: A.YELLOW });
}

/** The CAN WIN line: what the solver knows about the position. */
export const WINNABLE_TEXT: Record<NonNullable<GameView['winnable']>, [string, number]> = {
  yes: ['Yes', A.WHITE],
  no: ['No', A.LRED],
  unknown: ['Unknown', A.GREY],
  thinking: ['Thinking ...', A.DARKGREY],
  won: ['Won!', A.YELLOW],
};

export function drawHelp(t: Terminal, page: number) {
  const p = HELP_PAGES[page] ?? [];
  frame(t, `Help  page ${page + 1} of ${HELP_PAGES.length}`, "[Space] Next page   [P] Previous page   [Q] Quit help");
  t.box(1, 2, 78, 21, A.LBLUE);
  p.forEach((l, i) => {
    if (l.startsWith('~')) t.centre(3 + i, l.slice(1), A.YELLOW);
    else t.put(3, 3 + i, l, A.GREY);
  });
  redSuits(t, p, 3, 3);
  t.put(58, 22, ` Page ${page + 1} of ${HELP_PAGES.length} `, A.LCYAN);
}

/** In the example's card boxes, hearts and diamonds in red as on the game screen: the inside of a
 *  box whose rank line or suit line (the one below) names a red suit. */
function redSuits(t: Terminal, lines: readonly string[], x0: number, y0: number) {
  const RED = /[♥♦]|HART|DIAM|HA|DI/;
  lines.forEach((l, i) => {
    const chars = [...l];
    const below = [...(lines[i + 1] ?? '')];
    const above = [...(lines[i - 1] ?? '')];
    let start = -1;
    for (let x = 0; x <= chars.length; x++) {
      if (x < chars.length && chars[x] !== '│') continue;
      if (start >= 0 && chars[x] === '│') {
        const seg = (a: string[]) => a.slice(start + 1, x).join('');
        if (RED.test(seg(chars)) || RED.test(seg(below)) || RED.test(seg(above))) {
          for (let c = start + 1; c < x; c++) t.put(x0 + c, y0 + i, chars[c]!, A.LRED);
        }
      }
      start = chars[x] === '│' ? x : -1;
      if (x > 20) break;
    }
  });
}

export function banner(t: Terminal, y: number) {
  t.box(14, y, 52, 7, A.LRED, A.BLACK, true);
  t.centre(y + 1, '♠  ♥  ♦  ♣', A.WHITE);
  t.centre(y + 2, "I D I O T ' S   D E L I G H T", A.YELLOW);
  t.centre(y + 3, 'A Tournament Solitaire Door  --  Version 1.0', A.LCYAN);
  t.centre(y + 4, '(c) 1993 JNS Software, Ona WV', A.GREY);
  t.centre(y + 5, '♣  ♦  ♥  ♠', A.WHITE);
}

export function drawTitle(t: Terminal, date: string) {
  frame(t, date, VERSION_LINE);
  t.put(1, 2, 'ATDT', A.GREY);
  t.put(1, 3, 'CONNECT 14400/ARQ/V42BIS', A.WHITE);
  t.put(1, 5, 'Opening door: IDELIGHT ...', A.GREY);
  banner(t, 8);
  pressAnyKey(t, 27, 18);
}

export interface LogonView {
  date: string;
  players: { name: string; handsLeft: number; pending: boolean }[];
  message: string;
}

export const LOGON_MAX = 9;

export function drawLogon(t: Terminal, v: LogonView) {
  frame(t, v.date, VERSION_LINE);
  banner(t, 2);
  t.put(4, 10, 'Who is calling?', A.WHITE);
  if (v.players.length === 0) t.put(6, 12, 'No players yet.  Press N to sign up.', A.GREY);
  v.players.slice(0, LOGON_MAX).forEach((p, i) => {
    t.put(6, 12 + i, `[${i + 1}]`, A.YELLOW).write(' ' + padWidth(p.name, 31), A.WHITE);
    t.write(p.pending ? 'hand in progress' : `${p.handsLeft} hand${p.handsLeft === 1 ? '' : 's'} left today`, A.LCYAN);
    // The whole line is the player's key (a name may hold brackets of its own: it is never parsed).
    t.label(6, 12 + i, t.cx - 6, String(i + 1));
  });
  key(t, 62, 12, '[N] New player', true);
  key(t, 62, 13, '[C] Champions', true);
  key(t, 62, 14, '[S] Sysop', true);
  key(t, 62, 15, '[Q] Hang up', true);
  key(t, 62, 16, '[B] Call a board', true);
  if (v.message) t.put(4, 22, v.message, A.YELLOW);
}

export function drawInput(t: Terminal, title: string, prompt: string[], value: string, max: number, message: string, date: string) {
  frame(t, date, VERSION_LINE);
  t.put(2, 2, title, A.YELLOW);
  prompt.forEach((l, i) => t.put(2, 4 + i, l, A.GREY));
  const y = 5 + prompt.length;
  t.put(2, y, '> ', A.YELLOW);
  t.fill(4, y, max + 1, 1, ' ', A.WHITE, A.BLUE);
  t.put(4, y, value, A.WHITE, A.BLUE);
  t.put(4 + widthOf(value), y, '_', A.YELLOW, A.BLUE);
  key(t, 2, y + 2, '[Enter] accept   [Esc] cancel', false);
  if (message) t.put(2, y + 4, message, A.LRED);
}

export interface MenuView {
  player: string;
  date: string;
  weekday: string;
  today: DayStatus;
  todayScore: number;
  monthTotal: number;
  allTimeTotal: number;
  days: { date: string; playedOn: string; hands: number; score: number; bonus: number }[];
  message: string;
  /** Free hands only from deals the solver proves winnable. */
  winnableOnly?: boolean;
  /** The collection's Aids preference (free hands only: tournament hands never offer aids). */
  aids?: boolean;
}

export function drawMenu(t: Terminal, v: MenuView) {
  frame(t, `${fitWidth(v.player, NAME_COLS)}  ${v.date}`, VERSION_LINE);
  t.put(2, 2, `Welcome, ${fitWidth(v.player, NAME_COLS)}!`, A.YELLOW);
  t.put(2, 3, `Today is ${v.weekday}, ${v.date}.  Tournament hands of the month are fixed.`, A.GREY);
  const st = v.today;
  t.put(2, 5, 'Today:', A.LCYAN);
  t.put(10, 5, `${st.handsPlayed} of ${st.handsAllowed} hands played, ${st.handsLeft} left`, A.WHITE);
  if (st.pending) t.put(10, 6, `Your hand ${st.pending.hand} of ${st.pending.date} is waiting.`, A.YELLOW);
  t.put(2, 7, 'Scores:', A.LCYAN);
  t.put(10, 7, `today ${n(v.todayScore)}    this month ${n(v.monthTotal)}    all time ${n(v.allTimeTotal)}`, A.WHITE);
  t.box(2, 9, 50, 12, A.BLUE);
  t.put(4, 9, ' Your days this month ', A.WHITE);
  t.put(4, 10, 'Date        Opened      Hands    Score   Bonus', A.LCYAN);
  v.days.slice(0, 9).forEach((d, i) =>
    t.put(
      4,
      11 + i,
      `${d.date}  ${d.playedOn}  ${String(d.hands).padStart(5)}  ${n(d.score).padStart(7)}  ${d.bonus ? n(d.bonus).padStart(6) : '     -'}`,
      A.WHITE,
    ),
  );
  if (v.days.length === 0) t.put(4, 11, 'None yet.', A.DARKGREY);
  key(t, 55, 10, st.pending ? '[P] Resume your hand' : '[P] Play a hand', st.playable);
  key(t, 55, 11, '[M] Make-up / Play-ahead', true);
  key(t, 55, 12, '[C] Champions', true);
  key(t, 55, 13, '[H] Help', true);
  key(t, 55, 14, '[F] Free hand (practice)', true);
  key(t, 55, 15, `[W] Winnable only: ${v.winnableOnly ? 'On' : 'Off'}`, true);
  key(t, 55, 16, `[A] Aids: ${v.aids ? 'On' : 'Off'}`, true);
  key(t, 55, 17, '[Q] Log off', true);
  if (v.message) t.put(2, 22, v.message, A.YELLOW);
}

export function drawChampions(t: Terminal, c: ChampionsView, date: string) {
  frame(t, date, VERSION_LINE);
  t.centre(2, '* * *  C H A M P I O N S  * * *', A.YELLOW);
  const show = (y: number, label: string, e: { name: string; score: number; period: string } | null) => {
    t.put(6, y, label.padEnd(22), A.LCYAN);
    if (e) t.write(padWidth(e.name, 30), A.WHITE).write(n(e.score).padStart(8), A.YELLOW).write('  ' + e.period, A.GREY);
    else t.write('(none yet)', A.DARKGREY);
  };
  show(4, 'All Time Champion', c.allTime);
  show(5, 'Monthly Champion', c.monthly);
  show(6, "Today's Champion", c.daily);
  t.box(4, 8, 72, 14, A.BLUE);
  t.put(6, 8, ' Daily Champions ', A.WHITE);
  c.dailyHistory.slice(0, 12).forEach((e, i) =>
    t.put(6, 9 + i, e.period + '  ', A.GREY).write(padWidth(e.name, 30), A.WHITE).write(n(e.score).padStart(8), A.YELLOW),
  );
  if (c.dailyHistory.length === 0) t.put(6, 9, '(none yet)', A.DARKGREY);
  pressAnyKey(t, 27, 23);
}

export function drawSysop(t: Terminal, s: DoorSettings, players: number, message: string, confirm: string | null, date: string) {
  frame(t, date, VERSION_LINE);
  t.put(2, 2, 'SYSOP CONFIGURATION', A.YELLOW);
  t.put(4, 4, `Hands per day ............ ${s.handsPerDay}`, A.WHITE);
  t.put(4, 5, `Make-up days per day ..... ${s.makeUpDaysPerDay}`, A.WHITE);
  t.put(4, 6, `Players on file .......... ${players}`, A.WHITE);
  key(t, 4, 9, '[H] Set hands per day (1-10)', !confirm);
  key(t, 4, 10, '[M] Set make-up days per day (0-31)', !confirm);
  key(t, 4, 11, '[C] Reset the champions', !confirm);
  key(t, 4, 12, '[P] Reset the players', !confirm);
  key(t, 4, 14, '[Q] Back to log-on', !confirm);
  if (confirm) confirmLine(t, 4, 16, confirm);
  if (message) t.put(4, 18, message, A.YELLOW);
}

export function drawGoodbye(t: Terminal, player: string | null, date: string, message = '') {
  frame(t, date, VERSION_LINE);
  banner(t, 3);
  t.centre(12, `Thanks For Playing Idiot's Delight${player ? ', ' + fitWidth(player, NAME_COLS) : ''}!`, A.YELLOW);
  t.centre(14, 'Returning to the BBS ...', A.GREY);
  if (message) t.centre(18, message, A.LCYAN);
  t.centre(16, 'NO CARRIER', A.WHITE);
  const keys = '[L] Log on again     ';
  const rest = 'any other key: hang up (back to the desktop)';
  const x = (COLS - keys.length - rest.length) >> 1;
  key(t, x, 20, keys, true, { key: A.LCYAN, text: A.LCYAN });
  t.put(x + keys.length, 20, rest, A.LCYAN);
  t.anyKey = { x: x + keys.length, y: 20, w: rest.length };
}

/** "1 card", "2 cards". */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function resultLines(r: HandResult | null, removed: number, won: boolean, free: boolean, aided = false): string[] {
  const out = [won ? `YOU WON!  All 48 cards removed: ${n(scoreFor(removed))} points.` : `Hand over: ${plural(removed, 'card')} removed, ${n(scoreFor(removed))} points.`];
  if (free) out.push(aided ? 'An aided free hand: its score counts nowhere.' : 'A free hand: it does not count in the tournament.');
  if (r) {
    if (r.extraHandsWon > 0) out.push(`You won ${r.extraHandsWon} extra hand${r.extraHandsWon > 1 ? 's' : ''} for today!`);
    if (r.dailyChampion)
      out.push(r.dethroned ? `Daily Champion! You dethroned ${fitWidth(r.dethroned, NAME_COLS)} (+5,000).` : 'You are the Daily Champion for ' + r.date + ' (+5,000)!');
  }
  return out.slice(0, 3);
}
