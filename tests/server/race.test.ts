/** Two nodes finishing the same hand at once, on SQLite (pg.test.ts runs it on PostgreSQL). */
import { raceSuite } from './suites-race';

raceSuite('SQLite', () => ({}));
