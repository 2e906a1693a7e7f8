/** The collection's own records (preferences, the running game) and the list of every record. */
import type { RecordSpec, Store } from '../core/storage';
import type { Prefs } from '../core/machine';
import { GAMES, GAME_IDS, isGameId, type GameId } from '../games/registry';
import { BOARD_SESSIONS } from './daily/sessions';
import { OUTBOX } from './daily/outbox';

function validPrefs(x: unknown): Prefs | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  if (o.platform !== 'st' && o.platform !== 'amiga') return null;
  if (o.video !== 'ntsc' && o.video !== 'pal') return null;
  if (typeof o.sound !== 'boolean') return null;
  const volume = typeof o.volume === 'number' && o.volume >= 0 && o.volume <= 1 ? o.volume : 0.8;
  if (typeof o.aids !== 'boolean') return null;
  if (o.monitor !== 'sharp' && o.monitor !== 'crt') return null;
  return { platform: o.platform, video: o.video, sound: o.sound, volume, led: o.led === true, aids: o.aids, monitor: o.monitor };
}

/** Version 1 had no Aids or Monitor: aids stay off (as they were shown before, they become a choice) and pixels sharp. */
function migratePrefs(data: unknown, from: number): unknown {
  if (from === 1 && data && typeof data === 'object') return { ...data, aids: false, monitor: 'sharp' };
  return null;
}

export const PREFS: RecordSpec<Prefs> = { key: 'prefs', file: 'PREFS.INF', version: 2, validate: validPrefs, migrate: migratePrefs };
export const DEFAULT_PREFS: Prefs = { platform: 'st', video: 'pal', sound: true, volume: 0.8, led: false, aids: false, monitor: 'sharp' };

/**
 * PREFS.INF as one window changes it: only the fields this window changed since `shown` go into
 * the record as stored now, so another window's change (sound off there, Aids on here) is kept.
 */
export function prefsChanger(store: Store, shown: Prefs): (p: Prefs) => void {
  let last = { ...shown };
  return (p) => {
    const diff: Record<string, unknown> = {};
    for (const k of Object.keys(p) as (keyof Prefs)[]) if (p[k] !== last[k]) diff[k] = p[k];
    last = { ...p };
    if (Object.keys(diff).length > 0) void store.update(PREFS, (cur) => ({ ...(cur ?? last), ...diff }));
  };
}

export interface Session {
  /** The game on screen when the page was left (resumed after a reload), or null for the desktop. */
  game: GameId | null;
}
export const SESSION: RecordSpec<Session> = {
  key: 'session',
  file: 'SESSION.INF',
  version: 1,
  validate: (x) => {
    if (!x || typeof x !== 'object') return null;
    const g = (x as { game?: unknown }).game;
    return g === null || isGameId(g) ? { game: g } : null;
  },
};

/** Every record the collection keeps, for tests and the docs' records table. */
export function allRecords(): RecordSpec<unknown>[] {
  return [
    PREFS,
    SESSION,
    BOARD_SESSIONS,
    OUTBOX,
    ...GAME_IDS.flatMap((id) => [GAMES[id].save, ...GAMES[id].records]),
  ];
}
