/**
 * The board's integration test and the concurrent-finish test against PostgreSQL (DATABASE_URL).
 * Under CI (CI=true or PG_REQUIRED=1, as .ci/run sets) missing binaries are a failure that says what
 * to install; elsewhere the suite is skipped, and the skip is named in the report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardSuite } from './suites-board';
import { raceSuite } from './suites-race';
import { fairSuite } from './suites-fair';
import { whoSuite } from './suites-who';
import { accountsSuite } from './suites-accounts';
import { dailySuite } from './suites-daily';
import { pgBin, startPg, PG_REQUIRED, type PgCluster } from './pg';

let pg: PgCluster | null = null;

describe('PostgreSQL', () => {
  if (pgBin() === null) {
    if (PG_REQUIRED)
      it('has the PostgreSQL binaries', () => {
        throw new Error("CI=true (or PG_REQUIRED=1) requires PostgreSQL's binaries in /usr/lib/postgresql/*/bin (Debian's postgresql package; .ci/run installs it): the PostgreSQL suites cannot run");
      });
    else it.skip('PostgreSQL binaries not installed: the PostgreSQL suites are skipped (CI installs them)', () => undefined);
    return;
  }
  beforeAll(async () => {
    pg = await startPg();
  });
  afterAll(() => pg?.stop());

  it('has a throwaway cluster (Debian postgresql, started as the postgres user)', () => {
    expect(pg).not.toBeNull();
  });

  boardSuite('PostgreSQL', () => ({ DATABASE_URL: pg!.database('board') }));
  raceSuite('PostgreSQL', () => ({ DATABASE_URL: pg!.database('race') }));
  fairSuite('PostgreSQL', (tag) => ({ DATABASE_URL: pg!.database(`fair_${tag}`) }));
  whoSuite('PostgreSQL', () => ({ DATABASE_URL: pg!.database('who') }));
  accountsSuite('PostgreSQL', (tag) => ({ DATABASE_URL: pg!.database(`accounts_${tag}`) }));
  dailySuite('PostgreSQL', (tag) => ({ DATABASE_URL: pg!.database(tag) }));
});
