/**
 * Idiot's Delight's log (src/core/log.ts), defined beside the engine (engine.ts: the board's
 * position check replays through it): its option is the Free Card; its entries are the engine's
 * moves (the Free Card and Done among them) and the marker's moves.
 */
export { idLog, idMove, markerEntry } from './engine';
