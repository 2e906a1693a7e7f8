/**
 * Issue 54, new accounts as a BBS had them: the store's rule (an applicant opens no tournament
 * hand until validated; `open` lets it at once; a vouched-for caller is validated; accounts from
 * before migration 3 count as validated), the default by listening address, and the real board
 * over telnet on SQLite (suites-accounts.ts; pg.test.ts runs it on PostgreSQL).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnBoard, tempDir } from './callers';
import { accountsSuite } from './suites-accounts';
import { openDatabase } from '../../server/db/open';
import { openSqlite } from '../../server/db/sqlite';
import { MIGRATIONS, migrate } from '../../server/db/schema';
import { Store, WAITS_FOR_VALIDATION } from '../../server/store';
import { defaultAccounts } from '../../server/board';
import type { Database } from '../../server/db/db';

const dirs: string[] = [];
const dbs: Database[] = [];
async function fresh(): Promise<Store> {
  const dir = tempDir('accounts');
  dirs.push(dir);
  const db = await openDatabase(dir, '');
  dbs.push(db);
  return new Store(db);
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const TODAY = '2026-12-03';

describe('new accounts (the store)', () => {
  it('on a validated board an applicant keeps its address, opens no tournament hand until validated, then does', async () => {
    const s = await fresh();
    await s.setAccounts('validated');
    expect((await s.createAccount('Sysop', null))!.validated).toBe(true);
    const m = (await s.createAccount('Mallory', null, 1_000, { address: '192.0.2.7' }))!;
    expect(m.validated).toBe(false);
    expect(await s.applicants()).toEqual([{ name: 'Mallory', created: 1_000, from: '192.0.2.7' }]);
    await expect(s.startHand('Mallory', TODAY, TODAY)).rejects.toThrow(WAITS_FOR_VALIDATION);
    expect(await s.validateAccount('mallory')).toBe(true);
    expect(await s.applicants()).toEqual([]);
    expect((await s.startHand('Mallory', TODAY, TODAY)).hand).toBe(1);
  });

  it('on an open board a new name plays at once; a caller a board vouched for is validated on a validated board', async () => {
    const s = await fresh();
    await s.createAccount('Sysop', null);
    await s.setAccounts('open');
    expect((await s.createAccount('Throwaway', null))!.validated).toBe(true);
    expect((await s.startHand('Throwaway', TODAY, TODAY)).hand).toBe(1);
    await s.setAccounts('validated');
    expect((await s.createAccount('Ace of Hearts', null, 1, { validated: true }))!.validated).toBe(true);
    expect((await s.startHand('Ace of Hearts', TODAY, TODAY)).hand).toBe(1);
    expect(await s.applicants()).toEqual([]);
  });

  it('removes an applicant, never a validated account; refuses a policy it does not know', async () => {
    const s = await fresh();
    await s.createAccount('Sysop', null);
    await s.createAccount('Eve', null);
    expect(await s.removeApplicant('Sysop')).toBe(false);
    expect(await s.removeApplicant('eve')).toBe(true);
    expect(await s.account('Eve')).toBeNull();
    await expect(s.setAccounts('everyone' as 'open')).rejects.toThrow(/not one of validated, open/);
  });

  it('migration 3: every account already on file counts as validated', async () => {
    const dir = tempDir('accounts');
    dirs.push(dir);
    const db = openSqlite(join(dir, 'idelight.db'));
    dbs.push(db);
    await db.write(async (q) => {
      for (const m of MIGRATIONS.slice(0, 2)) for (const stmt of m) await q.run(stmt);
      await q.run('CREATE TABLE schema_version (version INTEGER NOT NULL)');
      await q.run('INSERT INTO schema_version (version) VALUES (2)');
      await q.run("INSERT INTO players (name_key, name, password, sysop, created) VALUES ('old', 'Old', NULL, 0, 1)");
    });
    await migrate(db);
    const s = new Store(db);
    expect((await s.account('Old'))!.validated).toBe(true);
    expect((await s.startHand('Old', TODAY, TODAY)).hand).toBe(1);
  });

  it('refuses an --accounts the board does not know, with one clear line', async () => {
    const dir = tempDir('accounts');
    dirs.push(dir);
    await expect(spawnBoard(dir, {}, ['--accounts', 'everyone'])).rejects.toThrow(/board exited 2: .*bbs: --accounts should be validated or open, is everyone/s);
  });

  it('defaults to validated off loopback, open on it', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', '::1', 'localhost', '[::1]']) expect(defaultAccounts(h)).toBe('open');
    for (const h of ['0.0.0.0', '::', '192.0.2.1', 'bbs.example.org']) expect(defaultAccounts(h)).toBe('validated');
  });
});

accountsSuite('SQLite', () => ({}));
