/** The board's integration test and the concurrent-finish test against PostgreSQL (DATABASE_URL). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardSuite } from './suites-board';
import { raceSuite } from './suites-race';
import { fairSuite } from './suites-fair';
import { pgBin, startPg, PG_REQUIRED, type PgCluster } from './pg';

let pg: PgCluster | null = null;
const available = pgBin() !== null;

describe('PostgreSQL', () => {
  beforeAll(async () => {
    pg = await startPg();
  });
  afterAll(() => pg?.stop());

  it('has a throwaway cluster (Debian postgresql, started as the postgres user)', () => {
    if (!available && !PG_REQUIRED) return console.warn('PostgreSQL binaries not installed: the PostgreSQL tests are skipped (CI installs them)');
    expect(pg).not.toBeNull();
  });

  if (available || PG_REQUIRED) {
    boardSuite('PostgreSQL', () => ({ DATABASE_URL: pg!.database('board') }));
    raceSuite('PostgreSQL', () => ({ DATABASE_URL: pg!.database('race') }));
    fairSuite('PostgreSQL', (tag) => ({ DATABASE_URL: pg!.database(`fair_${tag}`) }));
  }
});
