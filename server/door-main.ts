/**
 * `npm run door -- --dropfile PATH [--data DIR] [--utf8] [--sysop-level N] [--sysop NAME] [--idle-minutes N]`:
 * the door as a BBS runs it (Synchronet, Mystic, ENiGMA½): the caller on standard input and output,
 * who they are in the drop file (DOOR32.SYS or DOOR.SYS). The board has checked the caller, so there is no password here; the
 * records are the same database as `npm run bbs` (DATABASE_URL or DIR/idelight.db).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from './args';
import { parseDropFile, DropFileError, doorSysop, DEFAULT_SYSOP_LEVEL } from './dropfile';
import { DEFAULT_LIMITS } from './caller';
import { openDatabase } from './db/open';
import { Store } from './store';
import { DoorSession } from './session';
import { KeyDecoder, type Key } from './keys';
import { Leases, leaseTimesFromEnv, type Held } from './lease';
import { systemClock } from './clock';
import { newPlayerName, normalizeName, NAME_RULE } from '../src/games/idiots-delight/door';

/** The idle hang-up: --idle-minutes, else the board's (caller.ts); IDELIGHT_IDLE_MS lets a test wait less. */
function idleMs(minutes: number | undefined): number {
  const ms = process.env['IDELIGHT_IDLE_MS'];
  if (ms && /^\d+$/.test(ms)) return Number(ms);
  return (minutes ?? DEFAULT_LIMITS.idleMinutes) * 60_000;
}

function fail(line: string, code = 2): never {
  process.stderr.write(`door: ${line}\n`);
  process.exit(code);
}

async function main() {
  let a;
  try {
    a = parseArgs(process.argv.slice(2), { dropfile: 'string', data: 'string', utf8: 'flag', 'sysop-level': 'count', sysop: 'string', 'idle-minutes': 'count', 'wait-for-disk': 'flag' });
  } catch (e) {
    fail((e as Error).message);
  }
  const path = a['dropfile'];
  if (typeof path !== 'string') fail('--dropfile PATH is needed (the DOOR32.SYS or DOOR.SYS the BBS wrote)');
  let src: string;
  try {
    src = readFileSync(path, 'latin1');
  } catch (e) {
    fail(`cannot read the drop file ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  let caller;
  try {
    caller = parseDropFile(path, src);
  } catch (e) {
    if (e instanceof DropFileError) fail(`${path} is not a usable drop file: ${e.message}`);
    throw e;
  }
  const name = normalizeName(caller.alias);
  if (name === null) fail(`${path}: the alias ${JSON.stringify(caller.alias)} cannot be a player's name (1-30 printable characters)`);
  if (!caller.ansi) {
    process.stdout.write("\r\nIdiot's Delight needs an ANSI terminal: turn ANSI on in your settings and call again.\r\n");
    process.exit(0);
  }
  const db = await openDatabase(String(a['data'] ?? 'data'), undefined, { waitForDisk: a['wait-for-disk'] === true });
  const store = new Store(db);
  const known = await store.account(name);
  if (!known && newPlayerName(name) === null) fail(`${path}: the alias ${JSON.stringify(caller.alias)} cannot be a new player's name: ${NAME_RULE}`);
  // The BBS that wrote the drop file has validated its caller (issue 54): so does this board. The
  // door's sysop is who the BBS says (dropfile.ts doorSysop), never the first caller of an empty database.
  const acc = known ?? (await store.createAccount(name, null, Date.now(), { validated: true, mayBeSysop: false })) ?? (await store.account(name));
  if (!acc) fail(`cannot make an account for ${name}`, 1);
  if (!acc.validated) await store.validateAccount(acc.name);
  const sysop = doorSysop(caller, acc.name, {
    level: typeof a['sysop-level'] === 'number' ? a['sysop-level'] : DEFAULT_SYSOP_LEVEL,
    name: typeof a['sysop'] === 'string' ? a['sysop'] : undefined,
  });
  let charset: 'utf8' | 'cp437' = a['utf8'] ? 'utf8' : 'cp437';
  const decoder = new KeyDecoder(charset);
  const say = (text: string) => process.stdout.write(Buffer.from(`\x1b[0m\r\n${text}\r\n`, charset === 'utf8' ? 'utf8' : 'latin1'));
  // One live call per name, on the board and in every door process (lease.ts).
  const leases = new Leases(store, `${caller.node} (door)`, systemClock, leaseTimesFromEnv(), (l) => process.stderr.write(l + '\n'));
  let session: DoorSession | null = null;
  let lease: Held | null = null;
  let done = false;
  const finish = async (code: number) => {
    if (done) return;
    done = true;
    if (idleTimer) clearTimeout(idleTimer);
    try {
      await session?.hangUp();
      if (lease) await leases.release(lease);
    } finally {
      leases.stop();
      await db.close();
      process.stdout.write('\x1b[0m\r\n', () => process.exit(code));
    }
  };
  const lost = (label: string) => {
    session?.lost();
    lease = null;
    say(`Your name was taken over by a call on node ${label}: hanging up. Your hand is kept.`);
    void finish(0);
  };
  // Keys go to the session once there is one; before, to the take-over question.
  let answer: ((k: Key) => void) | null = null;
  const keys = (ks: Key[]) => {
    for (const k of ks) {
      // Ctrl-U switches CP437 and UTF-8 and redraws, as on the board (caller.ts).
      if (k.ctrl && k.key === 'u') {
        charset = charset === 'cp437' ? 'utf8' : 'cp437';
        decoder.charset = charset;
        session?.setCharset(charset);
      } else if (session) session.keys([k]);
      else answer?.(k);
    }
  };
  // No key for the board's idle time: hang up, keeping the hand, as the board does.
  const idle = idleMs(typeof a['idle-minutes'] === 'number' ? a['idle-minutes'] : undefined);
  let idleTimer: NodeJS.Timeout | null = null;
  const touch = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      const why = 'No key for a while: hanging up. Your hand is kept.';
      if (session)
        session.bye(why).catch((e: unknown) => {
          process.stderr.write(`door: ${acc.name}: idle hang-up: ${String(e)}\n`);
          void finish(1);
        });
      else {
        say(why);
        void finish(0);
      }
    }, idle);
  };
  touch();
  // The BBS hung up on our output (the caller dropped): the same as a hang-up.
  process.stdout.on('error', () => void finish(0));
  if (process.stdin.isTTY) process.stdin.setRawMode(true);
  let esc: NodeJS.Timeout | null = null;
  process.stdin.on('data', (d: Buffer) => {
    touch();
    keys(decoder.feed(d));
    if (esc) clearTimeout(esc);
    if (decoder.waiting) esc = setTimeout(() => keys(decoder.flush()), 80);
  });
  // The BBS closed our input (the caller dropped carrier): keep the hand, and go.
  process.stdin.on('end', () => void finish(0));
  process.on('SIGHUP', () => void finish(0));
  process.on('SIGTERM', () => void finish(0));
  let claim = await leases.claim(acc.name, false, lost);
  if (!claim.ok) {
    say(`${acc.name}: you are on node ${claim.label}.\r\n[T] Take the call over here (that call is hung up, its hand kept); any other key: hang up.`);
    const k = await new Promise<Key>((r) => (answer = r));
    answer = null;
    if (k.key !== 't' && k.key !== 'T') return finish(0);
    claim = await leases.claim(acc.name, true, lost);
    if (!claim.ok) return finish(0);
  }
  if (done) return;
  lease = claim.lease;
  session = new DoorSession(
    store,
    { name: acc.name, sysop },
    { send: (b) => process.stdout.write(b), hangUp: () => void finish(0) },
    { charset, minutesLeft: caller.minutesLeft, lease: claim.lease.token, who: () => leases.online() },
  );
  await session.start();
}

main().catch((e: unknown) => fail(e instanceof Error ? e.message : String(e), 1));
