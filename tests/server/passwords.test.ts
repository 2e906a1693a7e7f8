/**
 * server/passwords.ts on its own (issue 53): the right password and only it, the same password in
 * its NFC and NFD forms, the stored format, and stored values that are damaged or planted, which
 * refuse every password (false, never true, never a throw) and say why.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { HASHES_AT_ONCE, checkPassword, hashPassword, hashesRunning, parseStored } from '../../server/passwords';
import { HASH_NICE, hashThreadIds, scryptOnThread } from '../../server/hash-thread';

/** A thread's nice value, from /proc (field 19 of its stat, counted after the command's parenthesis). */
const niceOf = (tid: number) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

const FORMAT = /^scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/;

describe('board passwords', { timeout: 60_000 }, () => {
  it('stores scrypt$N$r$p$salt$hash, a fresh salt each time', async () => {
    const a = await hashPassword('hearts4');
    const b = await hashPassword('hearts4');
    expect(a).toMatch(FORMAT);
    expect(b).toMatch(FORMAT);
    expect(a).not.toBe(b);
    expect(parseStored(a)).toMatchObject({ n: 16384, r: 8, p: 1 });
  });

  it('takes the right password and refuses others: one character changed, the same length, a prefix, empty', async () => {
    const stored = await hashPassword('hearts4');
    const log: string[] = [];
    const check = (p: string) => checkPassword(stored, p, (l) => log.push(l));
    expect(await check('hearts4')).toBe(true);
    expect(await check('hearts5')).toBe(false);
    expect(await check('spades4')).toBe(false);
    expect(await check('Hearts4')).toBe(false);
    expect(await check('hearts')).toBe(false);
    expect(await check('hearts44')).toBe(false);
    expect(await check('')).toBe(false);
    expect(log).toEqual([]);
  });

  it('the same password typed in its composed (NFC) or decomposed (NFD) form is the same password', async () => {
    const nfc = 'café ñandú'.normalize('NFC');
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    const fromNfc = await hashPassword(nfc);
    const fromNfd = await hashPassword(nfd);
    const log = () => undefined;
    expect(await checkPassword(fromNfc, nfd, log)).toBe(true);
    expect(await checkPassword(fromNfd, nfc, log)).toBe(true);
    expect(await checkPassword(fromNfc, nfc, log)).toBe(true);
    expect(await checkPassword(fromNfc, 'cafe nandu', log)).toBe(false);
  });

  it('a malformed stored value refuses every password, says why, and never throws', async () => {
    const good = await hashPassword('hearts4');
    const [, n, r, p, salt, hash] = good.split('$') as [string, string, string, string, string, string];
    const at = (fields: Partial<Record<'n' | 'r' | 'p' | 'salt' | 'hash', string>>, prefix = 'scrypt') =>
      [prefix, fields.n ?? n, fields.r ?? r, fields.p ?? p, fields.salt ?? salt, fields.hash ?? hash].join('$');
    expect(at({})).toBe(good);
    const bad = {
      empty: '',
      'wrong prefix': at({}, 'bcrypt'),
      'no prefix': good.slice('scrypt$'.length),
      'upper-case prefix': at({}, 'SCRYPT'),
      'a field missing (p)': ['scrypt', n, r, salt, hash].join('$'),
      'a field more': `${good}$00`,
      'trailing newline': `${good}\n`,
      'empty hash': at({ hash: '' }),
      'empty salt': at({ salt: '' }),
      'hash not hex': at({ hash: 'zz' + hash.slice(2) }),
      'hash upper-case hex': at({ hash: hash.toUpperCase() }),
      'hash of odd length': at({ hash: hash.slice(1) }),
      'hash too short': at({ hash: hash.slice(0, 62) }),
      'hash too long': at({ hash: hash + '00' }),
      'salt not hex': at({ salt: 'g' + salt.slice(1) }),
      'salt too short': at({ salt: salt.slice(0, 8) }),
      'N zero': at({ n: '0' }),
      'N not a power of two': at({ n: '16383' }),
      'N tiny': at({ n: '2' }),
      'N absurd': at({ n: '1073741824' }),
      'N beyond a number': at({ n: '9'.repeat(400) }),
      'N negative': at({ n: '-16384' }),
      'N a fraction': at({ n: '16384.0' }),
      'r zero': at({ r: '0' }),
      'r absurd': at({ r: '4294967295' }),
      'p zero': at({ p: '0' }),
      'p absurd': at({ p: '1000000' }),
      'memory beyond the bound (N 65536, r 8)': at({ n: '65536' }),
    };
    for (const [what, stored] of Object.entries(bad)) {
      const log: string[] = [];
      // The right password (and one more) against each: a refusal must not depend on what is typed.
      for (const typed of ['hearts4', '']) {
        const verdict = checkPassword(stored, typed, (l) => log.push(l));
        await expect(verdict, what).resolves.toBe(false);
      }
      expect(typeof parseStored(stored), what).toBe('string');
      expect(log.length, what).toBe(2);
      expect(log[0], what).toMatch(/^password: /);
    }
  });

  it('a burst of log-ons hashes at most HASHES_AT_ONCE at a time (a core is left to the event loop), and every one ends', async () => {
    expect(HASHES_AT_ONCE).toBeGreaterThanOrEqual(1);
    let most = 0;
    let done = false;
    const all = Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`burst ${i}`))).finally(() => (done = true));
    while (!done) {
      most = Math.max(most, hashesRunning());
      await new Promise((r) => setImmediate(r));
    }
    const hashes = await all;
    expect(new Set(hashes).size).toBe(6);
    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(HASHES_AT_ONCE);
    expect(hashesRunning()).toBe(0);
    for (const [i, h] of hashes.entries()) expect(await checkPassword(h, `burst ${i}`, () => undefined)).toBe(true);
  });

  it.runIf(process.platform === 'linux')('hashes run on threads of their own HASH_NICE nicer than the process (the tests run under nice 10); the event loop keeps its priority', async () => {
    const before = getPriority();
    const want = Math.min(19, before + HASH_NICE);
    await hashPassword('low priority');
    const tids = await hashThreadIds();
    expect(tids.length).toBeGreaterThanOrEqual(1);
    for (const tid of tids) {
      expect(tid).not.toBe(process.pid);
      expect(niceOf(tid!)).toBe(want);
    }
    if (before < 19) expect(want).toBeGreaterThan(before);
    expect(getPriority()).toBe(before);
    expect(niceOf(process.pid)).toBe(before);
  });

  it('a hash scrypt refuses is an error, and the next hash is answered', async () => {
    const job = { password: 'x', salt: Buffer.alloc(16), len: 32, n: 16384, r: 8, p: 1 };
    await expect(scryptOnThread({ ...job, maxmem: 1024 })).rejects.toThrow(/^scrypt: /);
    expect((await scryptOnThread({ ...job, maxmem: 64 * 1024 * 1024 })).length).toBe(32);
  });

  it('a command run as an ES module (--input-type=module) gets its hash: the thread is plain CommonJS whatever the process\'s flags', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', "const m = await import('./server/passwords.ts'); console.log(await m.hashPassword('x'))"], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toMatch(FORMAT);
    expect(run.status).toBe(0);
  });
});
