/**
 * A household moves to a board (issue 34): the local door's export (three players, a champion) read
 * back; imported into an empty board and into one with an overlapping name; `npm run door:import`
 * is a dry run by default and asks (or wants --yes) before merging a name the board has.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { newDoorRecord, recordHand, startHand, type DoorRecord } from '../../src/games/idiots-delight/door';
import { exportDoor, readDoorExport } from '../../src/games/idiots-delight/door-export';
import { openDatabase } from '../../server/db/open';
import { Store } from '../../server/store';
import { apply, describePlan, plan } from '../../server/door-import';
import { tempDir, tsxScript } from './callers';
import { TEST_SECRET } from '../unit/idiots-delight/test-secret';

const D1 = '2026-11-10';
const D2 = '2026-11-11';

function play(rec: DoorRecord, name: string, removed: number, date: string): DoorRecord {
  return recordHand(startHand(rec, name, date, date).record, name, removed).record;
}

/** A local door: Ann (two hands, the day's champion), Bob and Cid. */
function household(): DoorRecord {
  let rec = newDoorRecord({}, TEST_SECRET);
  rec = play(rec, 'Ann', 30, D1);
  rec = play(rec, 'Ann', 20, D1);
  rec = play(rec, 'Bob', 10, D1);
  rec = play(rec, 'Cid', 5, D2);
  return rec;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function dir(tag: string) {
  const d = tempDir(tag);
  dirs.push(d);
  return d;
}

describe('the door export', () => {
  it('is versioned JSON of the players, days and champions, without passwords, and reads back', () => {
    const rec = household();
    expect(rec.champions.daily[D1]?.name).toBe('Ann');
    const text = JSON.stringify(exportDoor(rec));
    expect(JSON.parse(text)).toMatchObject({ format: 'idelight-door-export', version: 1 });
    expect(text).not.toContain('password');
    const back = readDoorExport(text);
    if ('error' in back) throw new Error(back.error);
    expect(back.record.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cid']);
    expect(back.record.players[0]!.days).toEqual(rec.players[0]!.days);
    expect(back.record.champions).toEqual(rec.champions);
  });

  it('names what is wrong with a file that is not one', () => {
    expect(readDoorExport('{')).toEqual({ error: 'not JSON' });
    expect(readDoorExport('{}')).toMatchObject({ error: expect.stringContaining('not an exported door') });
    expect(readDoorExport(JSON.stringify({ ...exportDoor(household()), version: 9 }))).toMatchObject({ error: expect.stringContaining('version 9') });
    expect(readDoorExport(JSON.stringify({ ...exportDoor(household()), players: [{ name: '', days: 3 }] }))).toMatchObject({ error: expect.stringContaining('not a valid door record (') });
  });
});

describe('npm run door:import', { timeout: 120_000 }, () => {
  it('into an empty board: every player, day, hand and the champion; an imported name chooses its password at its first call', async () => {
    const db = await openDatabase(dir('import-empty'));
    const store = new Store(db);
    try {
      const rec = household();
      const p = await plan(db, rec);
      expect(p.players.every((x) => !x.merge)).toBe(true);
      expect(describePlan(p).join('\n')).toContain('Ann: new player, 1 day(s) and 2 hand(s) added');
      await apply(db, rec, p);
      expect((await store.champions()).daily[D1]).toMatchObject({ name: 'Ann' });
      const ann = await store.player('Ann');
      expect(ann.record.players[0]!.days).toEqual(rec.players[0]!.days);
      expect((await store.account('Cid'))?.password).toBeNull();
      expect(await store.claimAccount('Cid', 'hash')).toMatchObject({ name: 'Cid', password: 'hash' });
      // Once claimed, nobody claims it again.
      expect(await store.claimAccount('Cid', 'other')).toBeNull();
    } finally {
      await db.close();
    }
  });

  it('into a board with an overlapping name: dry run by default, asks (or --yes), merges the days it lacks, its own champion stands', async () => {
    const data = dir('import-overlap');
    const db = await openDatabase(data);
    const store = new Store(db);
    // The board's own Bob played D2 and is its champion.
    await store.createAccount('Sam', 'h');
    await store.createAccount('bob', 'h', Date.now(), { validated: true });
    await store.startHand('bob', D2, D2);
    await db.write((q) => q.run("INSERT INTO champions (kind, period, name, score) VALUES ('daily', ?, 'Bob', 99999)", [D2]));
    await db.close();

    const file = join(data, 'IDELIGHT.json');
    writeFileSync(file, JSON.stringify(exportDoor(household())));
    const run = (...args: string[]) =>
      promisify(execFile)(...tsxScript('door:import', [file, '--data', data, ...args]), { env: { ...process.env, DATABASE_URL: '' } }).then(
        (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
      );
    const dry = await run();
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('Bob: merge into the existing name');
    expect(dry.out).toContain("champion daily 2026-11-11: the board's own stands");
    expect(dry.out).toContain('Dry run: nothing changed');
    const asked = await run('--apply');
    expect(asked.code).toBe(1);
    expect(asked.err).toContain('the board already has Bob: add --yes');

    const db2 = await openDatabase(data);
    try {
      expect((await new Store(db2).player('Ann').catch(() => null))).toBeNull();
    } finally {
      await db2.close();
    }
    const done = await run('--apply', '--yes');
    expect(done.out).toContain('Imported 3 player(s)');
    const db3 = await openDatabase(data);
    const s3 = new Store(db3);
    try {
      const bob = (await s3.player('Bob')).record.players[0]!;
      expect(bob.days.map((d) => d.date).sort()).toEqual([D1, D2]);
      const ch = await s3.champions();
      expect(ch.daily[D1]?.name).toBe('Ann');
      expect(ch.daily[D2]).toMatchObject({ name: 'Bob', score: 99999 });
      // Cid's D2 day came without the 5,000: the board's champion of D2 stands.
      expect((await s3.player('Cid')).record.players[0]!.days[0]!.bonus).toBe(0);
    } finally {
      await db3.close();
    }
  });
});
