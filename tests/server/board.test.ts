/** The board's integration test on SQLite (suites-board.ts; pg.test.ts runs it on PostgreSQL). */
import { boardSuite } from './suites-board';

boardSuite('SQLite', () => ({}));
