/** A real terminal nobody here wrote: tmux on a private server socket, typed with send-keys, read with capture-pane. */
import { execFileSync } from 'node:child_process';

export class Tmux {
  private readonly sock = `idelight-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  private readonly name = 'door';

  constructor(command: string, env: Record<string, string> = {}) {
    const sets = Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
    this.tmux('new-session', '-d', '-s', this.name, '-x', '80', '-y', '25', ...sets, command);
  }

  private tmux(...args: string[]): string {
    return execFileSync('tmux', ['-L', this.sock, '-f', '/dev/null', ...args], { encoding: 'utf8', env: { ...process.env, TERM: 'xterm-256color' } });
  }

  /** Type keys: text literally, then tmux key names ('Enter', 'Up'). */
  keys(...ks: string[]): void {
    for (const k of ks) {
      if (/^(Enter|Up|Down|Escape|BSpace|Space)$/.test(k)) this.tmux('send-keys', '-t', this.name, k);
      else this.tmux('send-keys', '-t', this.name, '-l', k);
    }
  }

  screen(): string {
    try {
      return this.tmux('capture-pane', '-p', '-t', this.name);
    } catch {
      return '';
    }
  }

  alive(): boolean {
    try {
      this.tmux('has-session', '-t', this.name);
      return true;
    } catch {
      return false;
    }
  }

  async waitFor(what: string | RegExp, ms = 60_000): Promise<string> {
    const end = Date.now() + ms;
    for (;;) {
      const s = this.screen();
      if (typeof what === 'string' ? s.includes(what) : what.test(s)) return s;
      if (Date.now() > end) throw new Error(`tmux: timed out waiting for ${String(what)}; screen:\n${s}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /** Let the screen settle: the same capture twice in a row. */
  async settle(): Promise<string> {
    let last = '';
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 120));
      const s = this.screen();
      if (s === last) return s;
      last = s;
    }
    return last;
  }

  kill(): void {
    try {
      this.tmux('kill-server');
    } catch {
      /* already gone */
    }
  }
}

/** Play the hand on the tmux screen to its end, as playHand does over a socket. */
export async function playHandTmux(t: Tmux, rounds = 60): Promise<string> {
  await t.waitFor('PILE CARD');
  for (let i = 0; i < rounds; i++) {
    const s = await t.settle();
    if (s.includes('Press any key')) return s;
    const pile = Number(/PILE CARD\s*:\s*(\d+)/.exec(s)?.[1] ?? 0);
    t.keys('  2  2  2  2');
    if (pile > 0) t.keys('Enter');
    else t.keys('d');
  }
  return t.waitFor('Press any key');
}
