/**
 * Idiot's Delight (JNS Software BBS door, 1993): the rules of one hand.
 * Four rows; a row's top card goes when another row's top card is of the same suit and higher
 * (Aces high); an empty row takes any other row's top card; Enter deals one card onto every row.
 * Readings of the help file (IDELIGHT.HPS) are listed in docs/idiots-delight.md.
 */
import { IllegalMove, type Engine, type Status } from '../../core/engine';
import { replay, writeLog, type LogRules } from '../../core/log';
import { isCard, pack, rankOf, suitOf, type Card } from '../../core/cards';
import { cardWords } from '../../shell/card-words';
import { Rng, isDealNumber, shuffle } from '../../core/rng';

export const ROWS = 4;
/** Cards removed for a won hand: everything but the four Aces. */
export const WIN_REMOVED = 48;
export const CARD_POINTS = 100;
/** [cards removed, bonus] paid when that card goes (help file, "Scoring"). */
export const BONUSES: readonly (readonly [number, number])[] = [
  [13, 1000],
  [26, 2000],
  [39, 3000],
  [48, 5000],
];

export type IDMove =
  | { type: 'remove'; row: number } // by the suit rule
  | { type: 'free'; row: number } // the once-a-hand Free Card
  | { type: 'move'; from: number; to: number } // top card into an empty row
  | { type: 'deal' }
  | { type: 'done' };

export interface IDOptions {
  /** The Free Card feature (default on, as in the door). */
  freeCard?: boolean;
}

export interface IDState {
  game: 'idiots-delight';
  deal: number;
  freeCard: boolean;
  /** Four rows, index 0 the first card dealt, the last one the top card. */
  rows: Card[][];
  /** Undealt cards, next first. */
  stock: Card[];
  /** Removed cards in the order they went. */
  discards: Card[];
  freeCardUsed: boolean;
  /** The player pressed D (Done). */
  done: boolean;
  /** The '>' marker: the active row, 0..3. Not a move; undo leaves it where it is. */
  marker: number;
  /** Every move made, so undo is exact and a saved state can be checked by replay. */
  history: IDMove[];
}

/** Rank with Aces high: 2..14. */
export function idRank(c: Card): number {
  const r = rankOf(c);
  return r === 1 ? 14 : r;
}

/** Score for a number of removed cards: 100 each plus the 13th/26th/39th/48th-card bonuses. */
export function scoreFor(removed: number): number {
  let s = removed * CARD_POINTS;
  for (const [n, b] of BONUSES) if (removed >= n) s += b;
  return s;
}

export function topCard(s: IDState, row: number): Card | null {
  const r = s.rows[row];
  return r && r.length > 0 ? r[r.length - 1]! : null;
}

/** Whether the top card of `row` may go by the suit rule (another top card, same suit, higher). */
export function canRemove(s: IDState, row: number): boolean {
  const c = topCard(s, row);
  if (c === null) return false;
  for (let o = 0; o < ROWS; o++) {
    if (o === row) continue;
    const t = topCard(s, o);
    if (t !== null && suitOf(t) === suitOf(c) && idRank(t) > idRank(c)) return true;
  }
  return false;
}

/** Whether the Free Card may take the top card of `row`. Aces are what a won hand leaves, so never. */
export function canFree(s: IDState, row: number): boolean {
  const c = topCard(s, row);
  return s.freeCard && !s.freeCardUsed && c !== null && rankOf(c) !== 1;
}

/** A move into an empty row; a lone card may not "move" (that only renames the rows). */
export function canMove(s: IDState, from: number, to: number): boolean {
  return from !== to && (s.rows[from]?.length ?? 0) >= 2 && s.rows[to]?.length === 0;
}

export function firstEmptyRow(s: IDState): number {
  return s.rows.findIndex((r) => r.length === 0);
}

export function anyRemoval(s: IDState): boolean {
  for (let r = 0; r < ROWS; r++) if (canRemove(s, r)) return true;
  return false;
}

/** D is allowed once the pile is empty and no card can be played by the suit rule. */
export function canDone(s: IDState): boolean {
  return s.stock.length === 0 && !anyRemoval(s);
}

export function isWon(s: IDState): boolean {
  return s.discards.length === WIN_REMOVED;
}

export function isOver(s: IDState): boolean {
  return s.done || isWon(s);
}

function copy(s: IDState): IDState {
  return {
    game: 'idiots-delight',
    deal: s.deal,
    freeCard: s.freeCard,
    rows: s.rows.map((r) => r.slice()),
    stock: s.stock.slice(),
    discards: s.discards.slice(),
    freeCardUsed: s.freeCardUsed,
    done: s.done,
    marker: s.marker,
    history: s.history.map((m) => ({ ...m })),
  };
}

function newGame(deal: number, options: IDOptions = {}): IDState {
  if (!isDealNumber(deal)) throw new RangeError(`bad deal number ${String(deal)}`);
  const deck = shuffle(pack(), new Rng(deal));
  return {
    game: 'idiots-delight',
    deal,
    freeCard: options.freeCard !== false,
    rows: [0, 1, 2, 3].map((i) => [deck[i]!]),
    stock: deck.slice(ROWS),
    discards: [],
    freeCardUsed: false,
    done: false,
    marker: 0,
    history: [],
  };
}

function legalMoves(s: IDState): IDMove[] {
  if (isOver(s)) return [];
  const out: IDMove[] = [];
  for (let r = 0; r < ROWS; r++) if (canRemove(s, r)) out.push({ type: 'remove', row: r });
  for (let f = 0; f < ROWS; f++)
    for (let t = 0; t < ROWS; t++) if (canMove(s, f, t)) out.push({ type: 'move', from: f, to: t });
  if (s.stock.length > 0) out.push({ type: 'deal' });
  for (let r = 0; r < ROWS; r++) if (canFree(s, r)) out.push({ type: 'free', row: r });
  if (canDone(s)) out.push({ type: 'done' });
  return out;
}

function isRow(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < ROWS;
}

/** Why `m` is illegal in `s`, or null when it is legal. */
export function whyIllegal(s: IDState, m: IDMove): string | null {
  if (isOver(s)) return 'The hand is over.';
  switch (m.type) {
    case 'remove':
      if (!isRow(m.row)) return 'No such row.';
      if (topCard(s, m.row) === null) return 'That row is empty.';
      return canRemove(s, m.row) ? null : 'No higher card of that suit on top of another row.';
    case 'free':
      if (!isRow(m.row)) return 'No such row.';
      if (!s.freeCard) return 'The Free Card is off.';
      if (s.freeCardUsed) return 'The Free Card has been used this hand.';
      if (topCard(s, m.row) === null) return 'That row is empty.';
      return canFree(s, m.row) ? null : 'Aces stay: the Free Card cannot take an Ace.';
    case 'move':
      if (!isRow(m.from) || !isRow(m.to)) return 'No such row.';
      if (s.rows[m.to]!.length > 0) return 'Cards move only into an empty row.';
      return canMove(s, m.from, m.to) ? null : 'A lone card has nowhere better to go.';
    case 'deal':
      return s.stock.length > 0 ? null : 'The pile is empty.';
    case 'done':
      if (s.stock.length > 0) return 'Deal the rest of the pile first.';
      return canDone(s) ? null : 'A card can still be played.';
    default:
      return 'Unknown move.';
  }
}

function apply(s0: IDState, m: IDMove): IDState {
  const why = whyIllegal(s0, m);
  if (why !== null) throw new IllegalMove(why);
  const s = copy(s0);
  switch (m.type) {
    case 'remove':
      s.discards.push(s.rows[m.row]!.pop()!);
      s.history.push({ type: 'remove', row: m.row });
      break;
    case 'free':
      s.discards.push(s.rows[m.row]!.pop()!);
      s.freeCardUsed = true;
      s.history.push({ type: 'free', row: m.row });
      break;
    case 'move':
      s.rows[m.to]!.push(s.rows[m.from]!.pop()!);
      s.history.push({ type: 'move', from: m.from, to: m.to });
      break;
    case 'deal':
      // One card on each row, empty rows included, first card to the top row.
      for (let r = 0; r < ROWS; r++) s.rows[r]!.push(s.stock.shift()!);
      s.history.push({ type: 'deal' });
      break;
    case 'done':
      s.done = true;
      s.history.push({ type: 'done' });
      break;
  }
  return s;
}

/** A finished hand is scored by the door, so undo stops when the hand is over. */
function canUndo(s: IDState): boolean {
  return s.history.length > 0 && !isOver(s);
}

function undo(s0: IDState): IDState {
  if (!canUndo(s0)) throw new IllegalMove('Nothing to undo.');
  const s = copy(s0);
  const m = s.history.pop()!;
  switch (m.type) {
    case 'remove':
      s.rows[m.row]!.push(s.discards.pop()!);
      break;
    case 'free':
      s.rows[m.row]!.push(s.discards.pop()!);
      s.freeCardUsed = false;
      break;
    case 'move':
      s.rows[m.from]!.push(s.rows[m.to]!.pop()!);
      break;
    case 'deal':
      s.stock.unshift(...s.rows.map((r) => r.pop()!));
      break;
    case 'done':
      s.done = false;
      break;
  }
  return s;
}

// ---------------------------------------------------------------- keys

export type IDKey = 'up' | 'down' | 'play' | 'deal' | 'done' | 'free' | 'redraw' | 'help';

/** The door's keys (8/2 or arrows, Space, Enter, D, R, H) plus F for the Free Card. */
export function keyFor(key: string): IDKey | null {
  switch (key) {
    case '8':
    case 'ArrowUp':
      return 'up';
    case '2':
    case 'ArrowDown':
      return 'down';
    case ' ':
    case 'Space':
      return 'play';
    case 'Enter':
      return 'deal';
    case 'd':
    case 'D':
      return 'done';
    case 'f':
    case 'F':
      return 'free';
    case 'r':
    case 'R':
      return 'redraw';
    case 'h':
    case 'H':
      return 'help';
    default:
      return null;
  }
}

/** The marker moves a row up (toward row 0) or down, wrapping round. */
export function moveMarker(s: IDState, delta: number): IDState {
  return { ...copy(s), marker: (((s.marker + delta) % ROWS) + ROWS) % ROWS };
}

/** What Space does on the marked row: remove its top card if the suit rule allows, else move it
 *  into the first empty row; null when neither is possible. */
export function spaceMove(s: IDState): IDMove | null {
  if (isOver(s)) return null;
  const r = s.marker;
  if (canRemove(s, r)) return { type: 'remove', row: r };
  const e = firstEmptyRow(s);
  if (e >= 0 && canMove(s, r, e)) return { type: 'move', from: r, to: e };
  return null;
}

export interface KeyResult {
  state: IDState;
  /** The engine move made, if any (the marker keys make none). */
  move: IDMove | null;
  /** Why nothing happened, for the prompt box. */
  message: string | null;
}

/** One key press. Redraw and Help are the UI's; they leave the state alone. */
export function pressKey(s: IDState, key: IDKey): KeyResult {
  const none = (message: string | null): KeyResult => ({ state: s, move: null, message });
  if (key === 'up') return { state: moveMarker(s, -1), move: null, message: null };
  if (key === 'down') return { state: moveMarker(s, 1), move: null, message: null };
  if (key === 'redraw' || key === 'help') return none(null);
  let m: IDMove;
  if (key === 'play') {
    const sm = spaceMove(s);
    if (sm === null) {
      if (isOver(s)) return none('The hand is over.');
      if (topCard(s, s.marker) === null) return none('That row is empty.');
      return none('That card cannot be played.');
    }
    m = sm;
  } else if (key === 'deal') m = { type: 'deal' };
  else if (key === 'done') m = { type: 'done' };
  else m = { type: 'free', row: s.marker };
  const why = whyIllegal(s, m);
  if (why !== null) return none(why);
  return { state: apply(s, m), move: m, message: null };
}

/** Can the door's keys make `mv` here? Space removes if it can, else moves into the FIRST empty row. */
export function byKeys(s: IDState, mv: IDMove): boolean {
  switch (mv.type) {
    case 'remove':
      return canRemove(s, mv.row);
    case 'free':
      return canFree(s, mv.row);
    case 'move':
      return !canRemove(s, mv.from) && firstEmptyRow(s) === mv.to;
    case 'deal':
      return s.stock.length > 0;
    case 'done':
      return true;
  }
}

/** The row the marker goes to so that Space / F makes `mv`, or null (Enter, D). */
export function rowOf(mv: IDMove): number | null {
  return mv.type === 'remove' || mv.type === 'free' ? mv.row : mv.type === 'move' ? mv.from : null;
}

// ---------------------------------------------------------------- hint

export interface IDHint {
  move: IDMove;
  text: string;
}

const ROW_NAMES = ['first', 'second', 'third', 'fourth'];

/** A sensible next move: removals first (one that uncovers another play preferred), then a move
 *  into an empty row that uncovers a play, then the deal, then any move, the Free Card, Done. */
export function hint(s: IDState): IDHint | null {
  if (isOver(s)) return null;
  const moves = legalMoves(s);
  const gain = (m: IDMove): boolean => anyRemoval(apply(s, m));
  const removals = moves.filter((m) => m.type === 'remove');
  const shifts = moves.filter((m) => m.type === 'move');
  const say = (m: IDMove): IDHint => ({ move: m, text: describe(s, m) });
  if (removals.length > 0) return say(removals.find(gain) ?? removals[0]!);
  const useful = shifts.find(gain);
  if (useful) return say(useful);
  if (s.stock.length > 0) return say({ type: 'deal' });
  if (shifts.length > 0) return say(shifts[0]!);
  const free = moves.find((m) => m.type === 'free');
  if (free) return say(free);
  return say({ type: 'done' });
}

/** A card as the help file names it: "4 of Spades", "Jack of Hearts" (the shell's words). */
export { cardWords };

const topWords = (s: IDState, row: number) => {
  const c = topCard(s, row);
  return c === null ? 'card' : cardWords(c);
};

export function describe(s: IDState, m: IDMove): string {
  switch (m.type) {
    case 'remove':
      return `Play the ${topWords(s, m.row)} from the ${ROW_NAMES[m.row]} row.`;
    case 'free':
      return `Use the Free Card on the ${topWords(s, m.row)} in the ${ROW_NAMES[m.row]} row.`;
    case 'move':
      return `Move the ${topWords(s, m.from)} into the empty ${ROW_NAMES[m.to]} row.`;
    case 'deal':
      return 'Press Enter to deal the next four cards.';
    case 'done':
      return 'No plays remain: press D.';
  }
}

// ---------------------------------------------------------------- API face

export interface IDDoorContext {
  player: string;
  handsLeft: number;
}

export interface IDApiState {
  game: 'idiots-delight';
  deal: number;
  rows: string[][];
  stock: string[];
  marker: number;
  removed: number;
  freeCardUsed: boolean;
  score: number;
  handsLeft: number;
  player: string;
  over: boolean;
  won: boolean;
}

export function toApiState(s: IDState, ctx: IDDoorContext = { player: '', handsLeft: 0 }): IDApiState {
  return {
    game: 'idiots-delight',
    deal: s.deal,
    rows: s.rows.map((r) => r.slice()),
    stock: s.stock.slice(),
    marker: s.marker,
    removed: s.discards.length,
    freeCardUsed: s.freeCardUsed,
    score: scoreFor(s.discards.length),
    handsLeft: ctx.handsLeft,
    player: ctx.player,
    over: isOver(s),
    won: isWon(s),
  };
}

/**
 * Equal for positions that play the same: the rows, how much of the deal's pile is left (its order
 * follows from the deal), whether the Free Card can still be used, and Done. The marker is not a
 * move and is left out.
 */
export function positionKey(s: IDState): string {
  const free = s.freeCard && !s.freeCardUsed ? 'F' : '-';
  return `${s.deal}:${s.rows.map((r) => r.join('')).join('|')}:${s.stock.length}:${free}${s.done ? 'D' : ''}`;
}

export const idEngine: Engine<IDState, IDMove, IDOptions> = {
  newGame,
  legalMoves,
  apply,
  canUndo,
  undo,
  score: (s) => scoreFor(s.discards.length),
  status: (s): Status => (isWon(s) ? 'won' : s.done ? 'lost' : 'playing'),
  hint: (s) => hint(s)?.move ?? null,
  toApiState: (s) => ({ ...toApiState(s) }),
  positionKey,
};

// ---------------------------------------------------------------- the log

/** An entry's fields as a move of the rules, or null. */
export function idMove(e: Record<string, unknown>): IDMove | null {
  switch (e.type) {
    case 'remove':
    case 'free':
      return isRow(e.row) ? { type: e.type, row: e.row } : null;
    case 'move':
      return isRow(e.from) && isRow(e.to) ? { type: 'move', from: e.from, to: e.to } : null;
    case 'deal':
    case 'done':
      return { type: e.type };
    default:
      return null;
  }
}

/** The marker's move as a log entry. */
export const markerEntry = (row: number) => ({ type: 'marker', row }) as const;

/**
 * A hand's log (src/core/log.ts): its option is the Free Card; its entries are the engine's moves
 * (the Free Card and Done among them) and the marker's moves, `{ type: 'marker', row }`, which are
 * no move of the rules but a change the player made.
 */
export const idLog: LogRules<IDState, IDMove, IDOptions> = {
  game: 'idiots-delight',
  version: 1,
  engine: idEngine,
  options(x) {
    const extra = Object.keys(x).filter((k) => k !== 'freeCard');
    if (extra.length) return `Idiot's Delight has no option ${extra.join(', ')}.`;
    if (typeof x.freeCard !== 'boolean') return `The Free Card is on (true) or off (false), not ${JSON.stringify(x.freeCard)}.`;
    return { freeCard: x.freeCard };
  },
  move: idMove,
  own(s, e) {
    if (e.type !== 'marker') return null;
    if (!isRow(e.row)) return 'The marker goes to row 0 to 3.';
    return { ...s, marker: e.row };
  },
  key: (s) => `${positionKey(s)}>${s.marker}`,
};

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * A hand's position as the door's board keeps it (server/store.ts), checked by the one replay
 * (src/core/log.ts): its moves from its deal, then its marker, must give exactly these rows, pile
 * and removed cards. Returns a fresh state, or null.
 */
export function validateIDState(x: unknown): IDState | null {
  if (!isObj(x)) return null;
  const { deal, freeCard, marker, history } = x;
  if (!isDealNumber(deal) || typeof freeCard !== 'boolean' || !isRow(marker) || !Array.isArray(history)) return null;
  if (history.length > 200) return null; // 12 deals + 48 removals + a few moves; far below this
  const moves = history.map((h) => (isObj(h) ? idMove(h) : null));
  if (moves.some((m) => m === null)) return null;
  const log = writeLog(idLog, { deal, options: { freeCard }, id: 'board' }, [...(moves as IDMove[]), markerEntry(marker)]);
  const r = typeof log === 'string' ? null : replay(idLog, log);
  if (!r?.ok) return null;
  const s = r.state;
  const rows = x['rows'];
  if (!Array.isArray(rows) || rows.length !== ROWS) return null;
  if (!s.rows.every((row, i) => sameCards(rows[i], row))) return null;
  if (!sameCards(x['stock'], s.stock) || !sameCards(x['discards'], s.discards)) return null;
  if (x['freeCardUsed'] !== s.freeCardUsed || x['done'] !== s.done) return null;
  return s;
}

function sameCards(a: unknown, b: readonly Card[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((c, i) => isCard(c) && c === b[i]);
}
