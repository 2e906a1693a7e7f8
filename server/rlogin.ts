/**
 * RLogin (RFC 1282) for a door game server: other boards ("peers") send their callers here, and
 * the handshake names the caller, so they type no password. The handshake is a zero byte, then
 * three zero-terminated fields: client user, server user, terminal type/speed; the server answers
 * one zero byte and the rest is the caller's keys. A refusal is a byte 1 and one line (what BSD
 * rlogind sends, and what rlogin clients print).
 *
 * A peer is known by the address it calls from and a secret. Which field carries the secret is
 * the peer's choice: Synchronet's convention (`secretIn: "client-user"`, the default) puts it in
 * the client user and the caller's name in the server user; Debian's `rlogin` can only choose the
 * server user (`-l`), so `secretIn: "server-user"` takes the secret from there and the name from
 * the client user (the caller's login on the peer). The terminal type may name the door as
 * Synchronet's `xtrn=CODE` does.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { newPlayerName, normalizeName } from '../src/games/idiots-delight/door';
import type { Logger } from './log';

export interface Peer {
  /** The board's tag: its callers are named `TAG alias`. */
  tag: string;
  /** The addresses it may call from (exact, IPv4 or IPv6). */
  addresses: string[];
  secret: string;
  /** The field that carries the secret (the other carries the caller's name). */
  secretIn: 'client-user' | 'server-user';
}

/** The door's code in `xtrn=CODE` (any case). */
export const DOOR_CODES = ['IDELIGHT', 'IDIOTS'];
/** Bytes of a whole handshake; a field of RFC 1282 is far shorter. */
export const HANDSHAKE_MAX = 256;
/** Handshakes waiting at once, in all and from one address: a call is counted as a caller only once
 *  it has said who it is, and sockets that never do must not pile up meanwhile. */
export const PENDING_MAX = 64;
export const PENDING_PER_ADDRESS = 8;
/** How long a peer has to send its handshake. */
export const HANDSHAKE_MS = 10_000;
const TAG_RE = /^[A-Za-z0-9]{1,8}$/;

/** `--peers FILE`: `{"peers": [{"tag", "addresses", "secret", "secretIn"?}]}`; a bad file is an error naming what is wrong. */
export function loadPeers(file: string): Peer[] {
  let j: unknown;
  try {
    j = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`--peers ${file}: ${(e as Error).message}`, { cause: e });
  }
  return parsePeers(j, `--peers ${file}`);
}

export function parsePeers(j: unknown, where = 'peers'): Peer[] {
  const list = (j as { peers?: unknown } | null)?.peers;
  if (!Array.isArray(list)) throw new Error(`${where}: expected {"peers": [...]}`);
  const tags = new Set<string>();
  return list.map((p: Record<string, unknown>, i) => {
    const at = `${where}: peer ${i + 1}`;
    if (typeof p?.['tag'] !== 'string' || !TAG_RE.test(p['tag'])) throw new Error(`${at}: "tag" is 1 to 8 letters or digits`);
    const tag = p['tag'].toUpperCase();
    if (tags.has(tag)) throw new Error(`${at}: tag ${tag} is listed twice`);
    tags.add(tag);
    const addrs = p['addresses'];
    if (!Array.isArray(addrs) || addrs.length === 0 || !addrs.every((a) => typeof a === 'string' && net.isIP(a) !== 0)) throw new Error(`${at} (${tag}): "addresses" is a list of IP addresses`);
    if (typeof p['secret'] !== 'string' || p['secret'].length < 8 || p['secret'].length > 64 || !/^[\x21-\x7e]+$/.test(p['secret'])) throw new Error(`${at} (${tag}): "secret" is 8 to 64 printable characters, no spaces`);
    const secretIn = p['secretIn'] ?? 'client-user';
    if (secretIn !== 'client-user' && secretIn !== 'server-user') throw new Error(`${at} (${tag}): "secretIn" is "client-user" or "server-user"`);
    return { tag, addresses: (addrs as string[]).map(plainAddress), secret: p['secret'], secretIn };
  });
}

/** `::ffff:127.0.0.1` is 127.0.0.1. */
export const plainAddress = (a: string) => a.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase();

export interface Handshake {
  clientUser: string;
  serverUser: string;
  terminal: string;
}

export type Parsed = { more: true } | { error: string } | { hs: Handshake; rest: Buffer };

/** The handshake at the start of `buf` (all the bytes so far): complete, not yet, or malformed. */
export function parseHandshake(buf: Buffer): Parsed {
  if (buf.length === 0) return { more: true };
  if (buf[0] !== 0) return { error: 'the handshake does not start with a zero byte' };
  const fields: string[] = [];
  let start = 1;
  for (let i = 1; i < buf.length && fields.length < 3; i++) {
    const b = buf[i]!;
    if (b === 0) {
      fields.push(buf.toString('latin1', start, i));
      start = i + 1;
    } else if (b < 0x20 || b > 0x7e) return { error: 'the handshake holds a byte that is not printable' };
  }
  if (fields.length < 3) return start > HANDSHAKE_MAX || buf.length > HANDSHAKE_MAX ? { error: 'the handshake is too long' } : { more: true };
  if (start > HANDSHAKE_MAX) return { error: 'the handshake is too long' };
  return { hs: { clientUser: fields[0]!, serverUser: fields[1]!, terminal: fields[2]! }, rest: buf.subarray(start) };
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
/** Equal or not in the same time whatever the first differing byte (hashes first: lengths differ too). */
export const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export type Admitted = { ok: true; tag: string; name: string; terminal: string } | { ok: false; why: string; reason: string; tag?: string };

/** Who this handshake from `addr` is, or why it is refused (`why` for the caller, `reason` for the log). */
export function identify(peers: Peer[], addr: string, hs: Handshake): Admitted {
  const a = plainAddress(addr);
  const from = peers.filter((p) => p.addresses.includes(a));
  if (from.length === 0) return { ok: false, why: 'This board takes RLogin calls only from its peer boards.', reason: 'unknown-peer' };
  // Every peer at that address is tried, so the time does not tell which one matched.
  let peer: Peer | null = null;
  for (const p of from) if (sameSecret(p.secretIn === 'client-user' ? hs.clientUser : hs.serverUser, p.secret) && !peer) peer = p;
  if (!peer) return { ok: false, why: 'Refused: the secret is wrong.', reason: 'wrong-secret' };
  const term = hs.terminal.split('/')[0];
  const door = /^xtrn=(.*)$/i.exec(term ?? '');
  if (door && !DOOR_CODES.includes(door[1]!.toUpperCase())) return { ok: false, why: `There is no door ${door[1]!.slice(0, 20)} here.`, reason: 'unknown-door', tag: peer.tag };
  const alias = normalizeName(peer.secretIn === 'client-user' ? hs.serverUser : hs.clientUser);
  const name = alias === null ? null : newPlayerName(`${peer.tag} ${alias}`);
  if (name === null) return { ok: false, why: 'The caller has no name this board can show (1 to 30 columns with the tag).', reason: 'bad-name', tag: peer.tag };
  return { ok: true, tag: peer.tag, name, terminal: door ? 'ansi-bbs' : (term ?? '') };
}

/** Whether a typed name is a peer's caller's (`TAG alias`): those come in only through their board. */
export function peerOf(peers: Peer[], name: string): string | null {
  const tag = /^(\S+) /.exec(name)?.[1]?.toUpperCase();
  return tag !== undefined && peers.some((p) => p.tag === tag) ? tag : null;
}

export interface RloginDeps {
  peers: Peer[];
  logger: Logger;
  timeoutMs: number;
  /** The board's limits: null if admitted, else why not. */
  admit(addr: string): string | null;
  /** The handshake is good: the caller comes in as `name`; `rest` is what followed it. */
  arrived(sock: net.Socket, addr: string, name: string, terminal: string, rest: Buffer): void;
}

/** The listener: reads the handshake, answers it, hands the call to the board. */
export function rloginServer(d: RloginDeps): net.Server {
  const pending = new Map<string, number>();
  let pendingAll = 0;
  return net.createServer((sock) => {
    sock.setNoDelay(true);
    sock.on('error', () => undefined);
    const addr = sock.remoteAddress ?? '?';
    const refuse = (why: string, reason: string, tag?: string) => {
      // The reason and the address, never the handshake's fields: one of them is a secret.
      d.logger.warn('rlogin-refused', { addr, reason, peer: tag });
      sock.end(`\x01${why}\r\n`);
      setTimeout(() => sock.destroy(), 2000).unref();
    };
    const no = d.admit(addr) ?? (pendingAll >= PENDING_MAX || (pending.get(addr) ?? 0) >= PENDING_PER_ADDRESS ? 'Too many calls at once: call again later.' : null);
    if (no) return refuse(no, 'busy');
    pendingAll++;
    pending.set(addr, (pending.get(addr) ?? 0) + 1);
    let got = Buffer.alloc(0);
    let done = false;
    const timer = setTimeout(() => finish(() => refuse('The handshake did not come in time.', 'timeout')), d.timeoutMs);
    timer.unref();
    const finish = (f: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      pendingAll--;
      const n = (pending.get(addr) ?? 1) - 1;
      if (n <= 0) pending.delete(addr);
      else pending.set(addr, n);
      sock.off('data', onData);
      f();
    };
    const onData = (chunk: Buffer) => {
      got = Buffer.concat([got, chunk]);
      const p = parseHandshake(got);
      if ('more' in p) return;
      if ('error' in p) return finish(() => refuse('Refused: a malformed RLogin handshake.', `malformed: ${p.error}`));
      const who = identify(d.peers, addr, p.hs);
      if (!who.ok) return finish(() => refuse(who.why, who.reason, who.tag));
      // The board may have filled while this handshake came.
      const full = d.admit(addr);
      if (full) return finish(() => refuse(full, 'busy', who.tag));
      finish(() => {
        d.logger.info('rlogin-logon', { addr, peer: who.tag, name: who.name });
        sock.write(Buffer.from([0]));
        d.arrived(sock, addr, who.name, who.terminal, p.rest);
      });
    };
    sock.on('data', onData);
    sock.on('close', () => finish(() => d.logger.warn('rlogin-refused', { addr, reason: 'closed during the handshake' })));
  });
}
