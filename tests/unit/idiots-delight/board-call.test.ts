/**
 * The terminal program's pure parts (issue 34): board addresses checked, keys as a terminal sends
 * them, and the keys and rows of a board's screen found in its text, as the board wrote it.
 */
import { describe, expect, it } from 'vitest';
import { readBoardAddress } from '../../../src/games/idiots-delight/board-address';
import { doorMessages, fieldOf, keyBytes, markedRow, readLabels } from '../../../src/games/idiots-delight/board-call';
import { Terminal } from '../../../src/games/idiots-delight/terminal';
import { drawGame, drawInput, drawLogon, drawMenu } from '../../../src/games/idiots-delight/screens';
import { idEngine, moveMarker } from '../../../src/games/idiots-delight/engine';
import { AnsiWriter } from '../../../src/games/idiots-delight/ansi/writer';
import { AnsiScreen } from '../../../src/games/idiots-delight/ansi/reader';

const key = (k: string, ctrl = false) => ({ key: k, code: '', ctrl, shift: false, alt: false });

/** `t` sent over the wire and read back, as the browser's terminal gets it (labels gone: text only). */
function overTheWire(t: Terminal): Terminal {
  const w = new AnsiWriter('utf8');
  const s = new AnsiScreen('utf8');
  s.feed(w.update(t));
  readLabels(s.term);
  return s.term;
}

describe('board addresses', () => {
  it('takes ws:// and wss:// (a bare host as wss://), refuses anything else', () => {
    expect(readBoardAddress('wss://bbs.example.org/bbs')).toBe('wss://bbs.example.org/bbs');
    expect(readBoardAddress(' ws://127.0.0.1:8080/bbs ')).toBe('ws://127.0.0.1:8080/bbs');
    expect(readBoardAddress('bbs.example.org/bbs')).toBe('wss://bbs.example.org/bbs');
    for (const bad of ['', 'http://x/', 'javascript:alert(1)', 'ws://user:pw@host/', 'ws://host/ bad', 'wss://', 'ws://h/#x', 'a'.repeat(300)]) expect(readBoardAddress(bad), bad).toBeNull();
  });
});

describe('keys as a terminal sends them', () => {
  it('characters as UTF-8, named keys as their sequences, Ctrl letters as control codes; others nothing', () => {
    const s = (b: Uint8Array | null) => (b ? new TextDecoder().decode(b) : null);
    expect(s(keyBytes(key('a')))).toBe('a');
    expect(s(keyBytes(key(' ')))).toBe(' ');
    expect(s(keyBytes(key('é')))).toBe('é');
    expect(s(keyBytes(key('Enter')))).toBe('\r');
    expect(s(keyBytes(key('ArrowUp')))).toBe('\x1b[A');
    expect(s(keyBytes(key('Escape')))).toBe('\x1b');
    expect(s(keyBytes(key('Backspace')))).toBe('\x08');
    expect(Array.from(keyBytes(key('u', true))!)).toEqual([0x15]);
    expect(keyBytes(key('F1'))).toBeNull();
    expect(keyBytes(key('Shift'))).toBeNull();
  });
});

describe("a board's screen read for its keys and rows", () => {
  it('finds every key the door lists where it is written, as the local door records them', () => {
    const t = new Terminal();
    drawLogon(t, { date: '2026-12-03', players: [], message: '' });
    const back = overTheWire(t);
    // Each key the local screen records is found on the board's copy at the same cells.
    for (const l of t.labels.filter((x) => x.y !== 24)) expect(back.find(l.key.toLowerCase()), l.key).toMatchObject({ x: l.x, y: l.y });
  });

  it("a hand: the marked row from its yellow top card, the Enter line's key, the menu's keys", () => {
    let s = idEngine.newGame(7, {});
    s = moveMarker(s, 2);
    const t = new Terminal();
    drawGame(t, { s, player: 'Dana', date: '2026-12-03', handLabel: '1 of 3', handsLeft: 2, message: '', resultLines: [] });
    const back = overTheWire(t);
    expect(markedRow(back)).toBe(2);
    expect(back.find('enter')).not.toBeNull();
    const m = new Terminal();
    drawMenu(m, {
      player: 'Dana', date: '2026-12-03', weekday: 'Thursday', today: { kind: 'today', playable: true, reason: null, handsPlayed: 0, handsAllowed: 3, handsLeft: 3, pending: null },
      todayScore: 0, monthTotal: 0, allTimeTotal: 0, days: [], message: '', winnableOnly: false, aids: false,
    });
    const menu = overTheWire(m);
    expect(markedRow(menu)).toBeNull();
    expect(menu.find('p')).not.toBeNull();
  });
});

describe("a board's messages, read from its screen for events()", () => {
  it("the hand's refusal, the log-on's and the menu's message lines; nothing from a screen without one", () => {
    const s = idEngine.newGame(7, {});
    const hand = new Terminal();
    drawGame(hand, { s, player: 'Dana', date: '2026-12-03', handLabel: '1 of 3', handsLeft: 2, message: 'That card cannot be played.', resultLines: ['Hand over: 46 cards removed, 10,600 points.'] });
    expect([...doorMessages(overTheWire(hand)).values()]).toEqual(['That card cannot be played.']);
    const logon = new Terminal();
    drawLogon(logon, { date: '2026-12-03', players: [], message: 'No such player.' });
    expect([...doorMessages(overTheWire(logon)).values()]).toEqual(['No such player.']);
    const quiet = new Terminal();
    drawGame(quiet, { s, player: 'Dana', date: '2026-12-03', handLabel: '1 of 3', handsLeft: 2, message: '', resultLines: [] });
    expect(doorMessages(overTheWire(quiet)).size).toBe(0);
  });
});

describe("a board's input field, mirrored in the phone's hidden input", () => {
  it('holds what the board echoed (a Backspace on a phone then takes a character away); none on a screen without a field', () => {
    const t = new Terminal();
    drawInput(t, 'NEW CALLER', ['Your name, please.'], 'Dan a', 25, '', '2026-12-03');
    expect(fieldOf(overTheWire(t))).toEqual({ value: 'Dan a', kind: 'text' });
    const empty = new Terminal();
    drawInput(empty, 'NEW CALLER', ['Your name, please.'], '', 25, '', '2026-12-03');
    expect(fieldOf(overTheWire(empty))?.value).toBe('');
    const logon = new Terminal();
    drawLogon(logon, { date: '2026-12-03', players: [], message: '' });
    expect(fieldOf(overTheWire(logon))).toBeNull();
  });
});
