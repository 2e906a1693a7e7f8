/**
 * Every game's log rules by registry id (src/core/log.ts), read from the registry entries (a game is
 * listed in one place): what `verify` and `window.retro.verify` read a log with.
 */
import type { AnyLogRules } from '../core/log';
import { GAMES, GAME_IDS, type GameId } from './registry';

export const LOG_RULES: Readonly<Record<GameId, AnyLogRules>> = Object.fromEntries(GAME_IDS.map((id) => [id, GAMES[id].log])) as Record<GameId, AnyLogRules>;
