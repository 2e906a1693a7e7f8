/** Issue 48's tournament rules on real boards, on SQLite (pg.test.ts runs them on PostgreSQL). */
import { fairSuite } from './suites-fair';

fairSuite('SQLite', () => ({}));
