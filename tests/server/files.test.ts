/**
 * The board's files are its own: the data folder 0700 and the database with its WAL and
 * shared-memory files 0600 (they hold the password hashes and the deal secret), on a fresh start
 * and for an older board's world-readable file. Also: a fresh database has a deal secret, and a
 * copy of it keeps the same one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { chmodSync, copyFileSync, existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './callers';
import { openDatabase } from '../../server/db/open';
import { Store } from '../../server/store';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const mode = (f: string) => statSync(f).mode & 0o777;

describe('the data folder and the database files', () => {
  it('a fresh data folder is 0700, the database and its journal files 0600', async () => {
    const root = tempDir('files');
    dirs.push(root);
    const data = join(root, 'var', 'idelight');
    const db = await openDatabase(data, '');
    const store = new Store(db);
    await store.createAccount('Alice', 'x');
    const file = join(data, 'idelight.db');
    expect(mode(data).toString(8)).toBe('700');
    for (const f of [file, `${file}-wal`, `${file}-shm`]) {
      expect(existsSync(f), f).toBe(true);
      expect(mode(f).toString(8), f).toBe('600');
    }
    await db.close();
  });

  it('a commit waits for the disk only with --wait-for-disk (synchronous NORMAL by default, FULL with it)', async () => {
    const sync = async (o?: { waitForDisk: boolean }) => {
      const root = tempDir('files');
      dirs.push(root);
      const db = await openDatabase(root, '', o);
      try {
        return (await db.read((q) => q.all<{ synchronous: number }>('PRAGMA synchronous')))[0]!.synchronous;
      } finally {
        await db.close();
      }
    };
    expect([await sync(), await sync({ waitForDisk: false }), await sync({ waitForDisk: true })]).toEqual([1, 1, 2]);
  });

  it("an older board's 0644 database is closed up to 0600 when opened", async () => {
    const root = tempDir('files');
    dirs.push(root);
    const file = join(root, 'idelight.db');
    await (await openDatabase(root, '')).close();
    chmodSync(file, 0o644);
    const db = await openDatabase(root, '');
    expect(mode(file).toString(8)).toBe('600');
    await db.close();
  });

  it('a fresh database makes its own deal secret; a copy of it keeps the same', async () => {
    const [a, b, c] = [tempDir('files'), tempDir('files'), tempDir('files')];
    dirs.push(a, b, c);
    const secret = async (d: string) => {
      const db = await openDatabase(d, '');
      try {
        return await new Store(db).dealSecret();
      } finally {
        await db.close();
      }
    };
    const sa = await secret(a);
    expect(sa).toMatch(/^[0-9a-f]{64}$/);
    expect(await secret(b)).not.toBe(sa);
    expect(await secret(a)).toBe(sa);
    // A copy of the database (with its WAL: the file alone may not hold the last writes yet).
    for (const f of ['idelight.db', 'idelight.db-wal']) if (existsSync(join(a, f))) copyFileSync(join(a, f), join(c, f));
    expect(await secret(c)).toBe(sa);
  });
});
