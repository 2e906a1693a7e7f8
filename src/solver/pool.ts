/**
 * The page's solver workers, kept alive between searches. At most `size` of them (the client
 * gives hardwareConcurrency − 1, at least one), so the searches always leave a core to the screen.
 * A job (one request, or one share of a split request) runs on an idle worker; the others wait
 * in the order they came. Workers solve any game, so a worker freed by one game serves the next.
 *
 * A running job is stopped cooperatively, never by terminating its worker: when the page may
 * share memory (crossOriginIsolated), each worker gets a stop word that its search's clock reads
 * (worker.ts, `stopClock`), and the search ends within a few hundred positions. Without shared
 * memory the job runs out its own budget and the jobs behind it wait.
 */
import type { SolveReply, SolveRequest } from './worker';

export interface WorkerLike {
  onmessage: ((e: MessageEvent<SolveReply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(msg: SolveRequest): void;
  terminate(): void;
}

export interface Job {
  /** `req.id` is unique in the page: a stop word names the job it stops. */
  req: SolveRequest;
  /** The worker's answer (a stopped job answers too, as soon as it has stopped). */
  done(reply: SolveReply): void;
  /** The worker running it died. */
  failed(why: string): void;
}

interface Slot {
  w: WorkerLike;
  stop: Int32Array | null;
  job: Job | null;
}

export class WorkerPool {
  private slots: Slot[] = [];
  private queue: Job[] = [];

  constructor(
    private readonly make: () => WorkerLike | null,
    /** Most workers alive at once (at least one). */
    readonly size: number,
    /** Give each worker a shared stop word (only where SharedArrayBuffer may be posted). */
    private readonly shared: boolean,
    /** Told when a worker dies (its script could not be loaded, say). */
    private readonly report: (why: string) => void,
  ) {}

  /** False when no Worker can be made here (Node, tests): the caller solves in its own thread. */
  usable(): boolean {
    return this.slots.length > 0 || this.spawn() !== null;
  }

  /** Workers alive now. */
  get alive(): number {
    return this.slots.length;
  }

  submit(job: Job): void {
    this.queue.push(job);
    this.pump();
  }

  /** Withdraw `job`: dropped if waiting, told to stop if running (its worker is free once it answers). */
  cancel(job: Job): void {
    const i = this.queue.indexOf(job);
    if (i >= 0) {
      this.queue.splice(i, 1);
      return;
    }
    const s = this.slots.find((x) => x.job === job);
    if (s?.stop) Atomics.store(s.stop, 0, job.req.id);
  }

  /** Stop every worker at once (the jobs waiting are dropped unanswered). */
  terminate(): void {
    for (const s of this.slots) s.w.terminate();
    this.slots = [];
    this.queue = [];
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const s = this.slots.find((x) => x.job === null) ?? (this.slots.length < this.size ? this.spawn() : null);
      if (!s) return;
      const job = this.queue.shift()!;
      s.job = job;
      s.w.postMessage(s.stop ? { ...job.req, stop: s.stop } : job.req);
    }
  }

  private spawn(): Slot | null {
    const w = this.make();
    if (w === null) return null;
    const stop = this.shared ? new Int32Array(new SharedArrayBuffer(4)) : null;
    const slot: Slot = { w, stop, job: null };
    w.onmessage = (e) => {
      const job = slot.job;
      if (!job || job.req.id !== e.data.id) return; // one job at a time: never another's answer
      slot.job = null;
      job.done(e.data);
      this.pump();
    };
    w.onerror = (e) => {
      this.slots = this.slots.filter((x) => x !== slot);
      w.terminate();
      const why = e.message || 'solver worker failed'; // a script that could not be loaded has no message
      const job = slot.job;
      slot.job = null;
      this.report(why);
      job?.failed(why);
      this.pump(); // the jobs waiting get a new worker
    };
    this.slots.push(slot);
    return slot;
  }
}
