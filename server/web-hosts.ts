/**
 * The names the board answers to on --http. A page on another site that its owner points at the
 * board's address (DNS rebinding: evil.example resolving to 127.0.0.1) sends the board its own
 * Host and Origin, evil.example:PORT; trusting the Host would let it in. So the board knows its
 * names: the address it listens on (and localhost, 127.0.0.1 and [::1] on loopback; every address
 * of the machine when it listens on all), and those the sysop gives with --hostname. A Host must be
 * one of them, at the board's port; an Origin must be one of them or listed with --origin.
 */
import { isIP } from 'node:net';
import { hostname as machineName, networkInterfaces } from 'node:os';

export interface HostName {
  name: string;
  /** The port the name is reached at, when it is not the board's own (a proxy's 443). */
  port: number | null;
}

const NAME = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?)*)$/;

/** A name as a Host header writes it: lower case, an IPv6 address in brackets. */
function hostForm(name: string): string {
  const n = name.toLowerCase();
  return isIP(n) === 6 ? `[${n}]` : n;
}

/** One `--hostname` entry: `NAME`, `NAME:PORT`, `[v6]:PORT` or a bare IPv6 address. Throws with a reason. */
export function parseHostname(s: string): HostName {
  const t = s.trim().toLowerCase();
  if (isIP(t) === 6) return { name: `[${t}]`, port: null };
  const m = /^(.*?)(?::(\d{1,5}))?$/.exec(t)!;
  const name = m[1]!;
  const port = m[2] === undefined ? null : Number(m[2]);
  if (!NAME.test(name) || (name.startsWith('[') && isIP(name.slice(1, -1)) !== 6)) throw new Error(`--hostname: "${s}" is not a host name (NAME or NAME:PORT)`);
  if (port !== null && (port < 1 || port > 65535)) throw new Error(`--hostname: "${s}" has no valid port`);
  return { name, port };
}

/** One `--origin` entry as a browser writes an Origin (`https://bbs.example.org`). Throws with a reason. */
export function parseOrigin(s: string): string {
  let u: URL;
  try {
    u = new URL(s.trim());
  } catch {
    throw new Error(`--origin: "${s}" is not an origin (http(s)://host[:port])`);
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || (u.pathname !== '/' && u.pathname !== '') || u.search || u.hash || u.username) {
    throw new Error(`--origin: "${s}" is not an origin (http(s)://host[:port], nothing after it)`);
  }
  return u.origin;
}

const isLoopback = (a: string) => a === 'localhost' || a === '::1' || /^127\.\d+\.\d+\.\d+$/.test(a);

/** The names a board listening on `listen` answers to without being told. */
export function defaultHostnames(listen: string): string[] {
  const loop = ['localhost', '127.0.0.1', '[::1]'];
  if (isLoopback(listen)) return [...new Set([hostForm(listen), ...loop])];
  if (listen === '0.0.0.0' || listen === '::' || listen === '') {
    // Every address of the machine, and its name; link-local IPv6 needs a zone a Host cannot carry.
    const mine = Object.values(networkInterfaces())
      .flat()
      .map((i) => i?.address)
      .filter((a): a is string => a !== undefined && !a.toLowerCase().startsWith('fe80:'));
    return [...new Set([...mine.map(hostForm), hostForm(machineName()), ...loop])];
  }
  return [hostForm(listen)];
}

export class HostNames {
  private readonly hosts = new Set<string>();
  private readonly origins: Set<string>;

  /** `names` are reached at the board's `port`; `given` (--hostname) at theirs, or also without one (behind a proxy). */
  constructor(port: number, names: string[], given: HostName[], origins: string[]) {
    const add = (name: string, p: number) => {
      this.hosts.add(`${name}:${p}`);
      // A browser leaves the scheme's own port out of Host and Origin.
      if (p === 80 || p === 443) this.hosts.add(name);
    };
    for (const n of names) add(n, port);
    for (const g of given) {
      if (g.port !== null) add(g.name, g.port);
      else {
        add(g.name, port);
        this.hosts.add(g.name);
      }
    }
    this.origins = new Set(origins.map((o) => o.toLowerCase()));
  }

  /** Whether a request's Host header names this board. */
  host(header: string | undefined): boolean {
    return header !== undefined && this.hosts.has(header.toLowerCase());
  }

  /** Whether a browser's Origin may call: one of the board's names, or one the sysop allows. Programs that are not browsers send none. */
  origin(header: string | undefined): boolean {
    if (header === undefined) return true;
    const o = header.toLowerCase();
    if (this.origins.has(o)) return true;
    const m = /^https?:\/\/([^/?#@]+)$/.exec(o);
    return m !== null && this.hosts.has(m[1]!);
  }

  /** The Host values accepted, for the log and the refusal's text. */
  list(): string[] {
    return [...this.hosts];
  }
}
