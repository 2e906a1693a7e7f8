/** BOARD.SES: the boards' sessions this browser holds (small: read by the records list in the main bundle). */
import type { RecordSpec } from '../../core/storage';

export interface BoardSession {
  readonly board: string;
  readonly name: string;
  readonly token: string;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** BOARD.SES: the board's session (never the password), one per board origin. */
export const BOARD_SESSIONS: RecordSpec<BoardSession[]> = {
  key: 'daily.sessions',
  file: 'BOARD.SES',
  version: 1,
  validate: (x) =>
    Array.isArray(x) && x.every((s) => isObj(s) && typeof s.board === 'string' && typeof s.name === 'string' && typeof s.token === 'string')
      ? (x as BoardSession[])
      : null,
};
