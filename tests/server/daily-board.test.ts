/** Issue 51's daily deals against a real board on SQLite (the same suite runs on PostgreSQL in pg.test.ts). */
import { dailySuite } from './suites-daily';

dailySuite('SQLite', () => ({}));
