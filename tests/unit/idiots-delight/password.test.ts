import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { sha256, hex, makeSecret, checkSecret, hashPassword, isSecret } from '../../../src/games/idiots-delight/password';
import { migrateDoor, newDoorRecord, setPassword, startHand, recordHand, validateDoorRecord, findPlayer } from '../../../src/games/idiots-delight/door';
import { TEST_SECRET } from './test-secret';

const enc = (s: string) => new TextEncoder().encode(s);

describe('the door passwords', () => {
  it('SHA-256 gives the standard test vectors', () => {
    expect(hex(sha256(enc('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(enc('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(enc('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    // every length around the padding's block edges, against Node's own SHA-256
    for (let n = 0; n < 140; n++) {
      const data = new Uint8Array(n).map((_, i) => (i * 37 + n) & 255);
      expect(hex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('a secret keeps no plain text, is salted, and checks only its own password', () => {
    const a = makeSecret('hunter2');
    const b = makeSecret('hunter2');
    expect(isSecret(a)).toBe(true);
    expect(JSON.stringify(a)).not.toContain('hunter2');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(checkSecret(a, 'hunter2')).toBe(true);
    expect(checkSecret(a, 'Hunter2')).toBe(false);
    expect(checkSecret(a, '')).toBe(false);
    expect(hashPassword('x', a.salt)).toBe(hashPassword('x', a.salt));
  });

  it('a version-1 door record keeps its players, each without a password until the next log-on', () => {
    let rec = newDoorRecord({}, TEST_SECRET);
    rec = startHand(rec, 'Ann', '2024-05-15', '2024-05-15').record;
    rec = recordHand(rec, 'Ann', 20).record;
    const { sysop: _s, ...v1 } = { ...rec, version: 1, players: rec.players.map(({ password: _p, ...p }) => p) };
    const back = validateDoorRecord(migrateDoor(JSON.parse(JSON.stringify(v1)), 1));
    expect(back).not.toBeNull();
    expect(back!.sysop).toBeNull();
    expect(back!.players.map((p) => [p.name, p.password, p.days.length])).toEqual([['Ann', null, 1]]);
    expect(back!.champions).toEqual(rec.champions);
    // a password set later is kept, for that player only
    const withPw = setPassword(back!, 'ann', makeSecret('pw'));
    expect(checkSecret(findPlayer(withPw, 'Ann')!.password!, 'pw')).toBe(true);
    expect(validateDoorRecord(JSON.parse(JSON.stringify(withPw)))).toEqual(withPw);
    // a damaged password drops the player, as any damaged player is
    const bad = JSON.parse(JSON.stringify(withPw));
    bad.players[0].password = { salt: 'x', hash: 'y' };
    expect(validateDoorRecord(bad)!.players).toEqual([]);
  });
});
