/**
 * One window plays a game at a time (src/shell/owner.ts): two Machines share one fake lock manager
 * with the Web Locks semantics used (ifAvailable, steal, the stolen holder's request rejected).
 */
import { describe, expect, it } from 'vitest';
import { Machine } from '../../../src/core/machine';
import { MemoryKV, Store } from '../../../src/core/storage';
import { CARRIED_LINE, MOVED_LINES, NOT_KEPT_LINE, WindowOwner, type LockManagerLike } from '../../../src/shell/owner';
import { GAMES } from '../../../src/games/registry';
import { PLATFORMS } from '../../../platforms';

function fakeLocks(): LockManagerLike {
  const held = new Map<string, { reject: (e: unknown) => void }>();
  return {
    request(name, options, fn) {
      return new Promise((resolve, reject) => {
        const cur = held.get(name);
        if (cur && options.ifAvailable) return void Promise.resolve(fn(null)).then(resolve, reject);
        if (cur && options.steal) cur.reject(new DOMException('stolen', 'AbortError'));
        const me = { reject };
        held.set(name, me);
        void Promise.resolve(fn({ name })).then((v) => {
          if (held.get(name) === me) held.delete(name);
          resolve(v);
        });
      });
    },
  };
}

/** A window: its machine (answering requesters with `answer`) and what it was told. */
function window(locks: LockManagerLike, kv: MemoryKV, answer: string) {
  const m = new Machine({ platforms: PLATFORMS, platform: 'st', store: new Store(kv, null) });
  const told: string[] = [];
  let quits = 0;
  m.alert = (spec) => {
    told.push(spec.lines.join(' '));
    const button = Math.max(0, spec.buttons.indexOf(answer));
    return Promise.resolve({ button, text: '' });
  };
  m.quitToDesktop = () => void quits++;
  return { m, owner: new WindowOwner(m, locks), told, quits: () => quits };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('one window plays a game at a time', () => {
  it('a free game is claimed without a question; the same window claims it again freely', async () => {
    const a = window(fakeLocks(), new MemoryKV(), 'Play here');
    expect(await a.owner.claim(GAMES.gulf)).toBe(true);
    expect(await a.owner.claim(GAMES.gulf)).toBe(true);
    expect(a.told).toEqual([]);
  });

  it('a second window asks; Leave it keeps the first window playing', async () => {
    const locks = fakeLocks();
    const kv = new MemoryKV();
    const a = window(locks, kv, 'OK');
    const b = window(locks, kv, 'Leave it');
    expect(await a.owner.claim(GAMES.spider)).toBe(true);
    expect(await b.owner.claim(GAMES.spider)).toBe(false);
    expect(b.told[0]).toContain('Spider is open in another window');
    await tick();
    expect(a.told).toEqual([]);
  });

  it('Play here moves the game: the first window stops saving it, leaves it and says it moved', async () => {
    const locks = fakeLocks();
    const kv = new MemoryKV();
    const a = window(locks, kv, 'OK');
    const b = window(locks, kv, 'Play here');
    const save = GAMES['kings-korner'].save;
    expect(await a.owner.claim(GAMES['kings-korner'])).toBe(true);
    expect(await b.owner.claim(GAMES['kings-korner'])).toBe(true);
    await tick();
    expect(a.told.join(' ')).toContain("King's Korner moved to another window");
    a.m.store.write(save, { aided: false, game: { late: true } });
    expect(kv.getItem('retro.' + save.key)).toBeNull(); // the moved window writes nothing more
    // released at B's desktop, the game is A's again without a question
    b.owner.release();
    await tick();
    expect(await a.owner.claim(GAMES['kings-korner'])).toBe(true);
    expect(a.told).toHaveLength(1);
  });

  it('text typed in a box that does not keep it is not carried over, and the player is told', async () => {
    const locks = fakeLocks();
    const kv = new MemoryKV();
    const a = window(locks, kv, 'OK');
    const b = window(locks, kv, 'Play here');
    expect(await a.owner.claim(GAMES.gulf)).toBe(true);
    // the high scores' name box, with a name half typed
    a.m.requesters.push({ spec: { lines: ['Score 9: your name?'], buttons: ['OK'], input: { initial: '', maxLength: 12, allowed: /./ } }, text: 'Ad' } as never);
    expect(await b.owner.claim(GAMES.gulf)).toBe(true);
    await tick();
    expect(a.told.at(-1)).toBe([...MOVED_LINES('Gulf'), NOT_KEPT_LINE].join(' '));
  });

  it("a high score's name saved as it is typed goes with the game, and the player is told so", async () => {
    const locks = fakeLocks();
    const kv = new MemoryKV();
    const a = window(locks, kv, 'OK');
    const b = window(locks, kv, 'Play here');
    expect(await a.owner.claim(GAMES.gulf)).toBe(true);
    a.m.requesters.push({ spec: { lines: ['Score 9: your name?'], buttons: ['OK'], input: { initial: '', maxLength: 12, allowed: /./, typed: () => undefined } }, text: 'Ad' } as never);
    expect(await b.owner.claim(GAMES.gulf)).toBe(true);
    await tick();
    expect(a.told.at(-1)).toBe([...MOVED_LINES('Gulf'), CARRIED_LINE].join(' '));
  });

  it('without a lock manager every window plays, as before', async () => {
    const a = new WindowOwner(new Machine({ platforms: PLATFORMS, platform: 'st', store: new Store(new MemoryKV(), null) }), null);
    expect(await a.claim(GAMES.gulf)).toBe(true);
  });
});
