/** A stand-in solver Worker for the client's tests: it answers only when told to, so a test controls the timing. */
import { serve, stopClock, type SolveReply, type SolveRequest } from '../../../src/solver/worker';

export class FakeWorker {
  onmessage: ((e: MessageEvent<SolveReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  /** Requests posted and not answered yet (the stop word stays shared, as between threads). */
  inbox: SolveRequest[] = [];
  terminated = false;
  postMessage(msg: SolveRequest): void {
    this.inbox.push({ ...structuredClone({ ...msg, stop: undefined }), stop: msg.stop });
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Serve every request waiting, as the real worker does (its clock still: only a stop word ends a search for time). */
  answer(): void {
    for (const m of this.inbox.splice(0)) this.onmessage?.({ data: serve(m, stopClock(m.id, m.stop ?? null, () => 0)) } as MessageEvent<SolveReply>);
  }
  /** Answer the oldest request with `reply`. */
  reply(reply: Omit<SolveReply, 'id'>): void {
    const m = this.inbox.shift()!;
    this.onmessage?.({ data: { id: m.id, ...reply } } as MessageEvent<SolveReply>);
  }
}

/** A factory of fake workers, and the workers it made. */
export function fakes() {
  const made: FakeWorker[] = [];
  const make = () => {
    const w = new FakeWorker();
    made.push(w);
    return w;
  };
  return { make, made };
}
