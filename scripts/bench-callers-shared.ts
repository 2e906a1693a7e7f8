/** What `npm run bench:callers` (bench-callers.ts) and its caller processes (bench-callers-child.ts) share. */
import { byKeys, canDone, hint, rowOf, type IDState } from '../src/games/idiots-delight/engine';

export type Way = 'telnet' | 'ssh' | 'ws' | 'rlogin';
export const WAYS: Way[] = ['telnet', 'ssh', 'ws', 'rlogin'];

export interface ChildJob {
  ports: { telnet: number; ssh: number; http: number; rlogin: number };
  secret: string;
  today: string;
  peerTag: string;
  peerSecret: string;
  /** Each caller: its number, way in and arrival (ms after `start`). */
  callers: { n: number; way: Way; at: number }[];
  start: number;
  end: number;
  keyMs: number;
  /** A key with no answer in this long counts as this long (and the caller goes on). */
  timeoutMs: number;
}

export interface ChildResult {
  /** Key times by way in, ms. */
  keys: Record<Way, number[]>;
  /** Keys over 100 ms: when (the end, from the start), how long, the way in, and what the key did
   *  (start: P, a hand's start; end: the hand's last key, its end; menu: back to the menu; move). */
  slow: { at: number; ms: number; way: Way; did: 'start' | 'end' | 'menu' | 'move' }[];
  hands: number;
  /** When each caller was in (ms after start), and log-ons that failed with why. */
  inAt: number[];
  failed: string[];
  /** This process's own event-loop delay, ms. */
  eld: { p99: number; max: number; gcMax: number };
  /** This process's CPU time, ms. */
  cpuMs: number;
}

/**
 * The key a caller who plays sensibly presses next: the door's own heuristic (engine.ts's hint),
 * reached by the door's keys (2 moves the marker down, Space plays, F the free card, Enter deals,
 * D ends). The caller follows the hand on a copy of the engine: the tournament deal is public.
 */
export function nextKey(s: IDState): string {
  let m = hint(s)?.move ?? null;
  if (m === null) return ' ';
  // Shifting a card between empty rows once the pile is out leads nowhere: end the hand instead.
  if (m.type === 'move' && (s.stock.length === 0 || !byKeys(s, m))) m = s.stock.length > 0 ? { type: 'deal' } : canDone(s) ? { type: 'done' } : m;
  const row = rowOf(m);
  if (row !== null && row !== s.marker) return '2';
  return m.type === 'deal' ? '\r' : m.type === 'done' ? 'd' : m.type === 'free' ? 'f' : ' ';
}
