/**
 * scrypt on threads of their own at a low CPU priority (HASH_NICE nicer), so a burst of log-ons does
 * not take a core from the event loop that answers keys, nor from PostgreSQL: when they want a core,
 * the kernel gives a hash about a tenth of their share. On libuv's pool (node:crypto's async scrypt)
 * a hash ran at the event loop's own priority, and while 10 callers a second signed up it was a
 * third of a core.
 * Linux gives each thread its own nice value; elsewhere the thread keeps the process's priority.
 */
import { Worker } from 'node:worker_threads';

/** How much nicer a hashing thread is than the process (at most 19): about a tenth of its share. */
export const HASH_NICE = 10;

/** Plain JavaScript, run with `eval`, so it needs no loader (tsx, vitest) in the thread. */
const THREAD = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { readlinkSync } = require('node:fs');
const { getPriority, setPriority } = require('node:os');
let tid = null;
try {
  tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  // A thread starts at its creator's nice value (a board run under nice stays nicer than its keys).
  setPriority(tid, Math.min(19, getPriority(tid) + ${HASH_NICE}));
} catch {}
parentPort.postMessage({ tid });
parentPort.on('message', (m) => {
  try {
    const key = scryptSync(m.password, m.salt, m.len, { N: m.n, r: m.r, p: m.p, maxmem: m.maxmem });
    parentPort.postMessage({ key });
  } catch (e) {
    parentPort.postMessage({ error: String(e && e.message || e) });
  }
});
`;

export interface HashJob {
  password: string;
  salt: Buffer;
  len: number;
  n: number;
  r: number;
  p: number;
  maxmem: number;
}

interface Thread {
  worker: Worker;
  /** Its Linux thread id once it has started (tests read its nice value), else null. */
  tid: Promise<number | null>;
}

const idle: Thread[] = [];
const all = new Set<Thread>();

function start(): Thread {
  // No flags of the process's own (a loader, --input-type=module): the thread's code is plain CommonJS.
  const worker = new Worker(THREAD, { eval: true, execArgv: [] });
  // A process that is done exits though a hashing thread is idle (it is ref'd while it hashes).
  worker.unref();
  const tid = new Promise<number | null>((resolve) => {
    worker.once('message', (m: { tid: number | null }) => resolve(m.tid));
    worker.once('exit', () => resolve(null));
  });
  const t = { worker, tid };
  all.add(t);
  // A thread that stopped while idle is not handed a hash.
  worker.once('exit', () => {
    all.delete(t);
    const i = idle.indexOf(t);
    if (i >= 0) idle.splice(i, 1);
  });
  return t;
}

/** One hash on an idle thread (a new one if none is idle); the caller bounds how many run at once. */
export async function scryptOnThread(job: HashJob): Promise<Buffer> {
  const t = idle.pop() ?? start();
  // While it starts and hashes, the thread keeps the process alive (a command awaiting a hash is not cut short).
  t.worker.ref();
  await t.tid;
  if (!all.has(t)) throw new Error('the hashing thread stopped as it started');
  let answer: { key?: Uint8Array; error?: string };
  try {
    answer = await new Promise((resolve, reject) => {
      const lost = (e: unknown) => reject(e instanceof Error ? e : new Error(`the hashing thread stopped (${String(e)})`));
      t.worker.once('error', lost);
      t.worker.once('exit', lost);
      t.worker.once('message', (m: { key?: Uint8Array; error?: string }) => {
        t.worker.off('error', lost);
        t.worker.off('exit', lost);
        resolve(m);
      });
      t.worker.postMessage(job);
    });
  } catch (e) {
    // A thread that died is not used again: the next hash starts a fresh one.
    all.delete(t);
    void t.worker.terminate();
    throw e;
  }
  t.worker.unref();
  idle.push(t);
  if (!answer.key) throw new Error(`scrypt: ${answer.error}`);
  return Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength);
}

/** The hashing threads' Linux ids (tests). */
export const hashThreadIds = async () => Promise.all([...all].map((t) => t.tid));
