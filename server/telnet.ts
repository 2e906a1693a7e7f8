/**
 * Telnet (RFC 854) for the board: the caller's bytes with the protocol taken out, and the board's
 * side of the options a BBS needs: ECHO (857) and SUPPRESS-GO-AHEAD (858) so keys come one at a
 * time and are not echoed by the caller's terminal, NAWS (1073) for the window size, TERMINAL-TYPE
 * (1091) to tell a UTF-8 terminal from an ANSI-BBS one. A byte 255 in data is sent as IAC IAC.
 *
 * Written here rather than taken from a package: this is the whole of it (a state machine over a
 * few options), the npm telnet packages are small and little kept, and owning it lets every bound
 * (sub-negotiation length, answers to repeated requests) be checked by our tests.
 */
export const IAC = 255;
export const DONT = 254;
export const DO = 253;
export const WONT = 252;
export const WILL = 251;
export const SB = 250;
export const SE = 240;
export const ECHO = 1;
export const SGA = 3;
export const TTYPE = 24;
export const NAWS = 31;

const SB_MAX = 64;

export interface TelnetEvents {
  /** Bytes to send to the caller (answers to options). */
  send(bytes: Buffer): void;
  size?(cols: number, rows: number): void;
  terminalType?(name: string): void;
}

type State = 'data' | 'iac' | 'opt' | 'sb' | 'sb-iac';

export class Telnet {
  private state: State = 'data';
  private verb = 0;
  private sb: number[] = [];
  /** Options the caller has agreed to (its WILL), so a repeated WILL gets no second answer. */
  private theirs = new Set<number>();
  private asked = new Set<number>();

  constructor(private ev: TelnetEvents) {}

  /** What the board says first: it echoes and suppresses go-ahead; the caller tells its size and type. */
  start(): void {
    for (const o of [ECHO, SGA]) this.ev.send(Buffer.from([IAC, WILL, o]));
    for (const o of [SGA, NAWS, TTYPE]) {
      this.asked.add(o);
      this.ev.send(Buffer.from([IAC, DO, o]));
    }
  }

  /** The data in `bytes` (protocol removed). */
  feed(bytes: Uint8Array): Buffer {
    const out: number[] = [];
    for (const b of bytes) {
      switch (this.state) {
        case 'data':
          if (b === IAC) this.state = 'iac';
          else out.push(b);
          break;
        case 'iac':
          if (b === IAC) {
            out.push(IAC);
            this.state = 'data';
          } else if (b === WILL || b === WONT || b === DO || b === DONT) {
            this.verb = b;
            this.state = 'opt';
          } else if (b === SB) {
            this.sb = [];
            this.state = 'sb';
          } else this.state = 'data'; // NOP, GA, AYT, BRK ...: nothing to do
          break;
        case 'opt':
          this.option(this.verb, b);
          this.state = 'data';
          break;
        case 'sb':
          if (b === IAC) this.state = 'sb-iac';
          else if (this.sb.length < SB_MAX) this.sb.push(b);
          break;
        case 'sb-iac':
          if (b === SE) {
            this.subnegotiation(this.sb);
            this.state = 'data';
          } else {
            if (b === IAC && this.sb.length < SB_MAX) this.sb.push(IAC);
            this.state = 'sb';
          }
          break;
      }
    }
    return Buffer.from(out);
  }

  private option(verb: number, opt: number) {
    const send = (v: number) => this.ev.send(Buffer.from([IAC, v, opt]));
    if (verb === WILL) {
      if (this.theirs.has(opt)) return;
      if (opt === SGA || opt === NAWS || opt === TTYPE) {
        this.theirs.add(opt);
        if (!this.asked.has(opt)) send(DO);
        if (opt === TTYPE) this.ev.send(Buffer.from([IAC, SB, TTYPE, 1, IAC, SE]));
      } else if (!this.asked.has(-opt)) {
        this.asked.add(-opt);
        send(DONT);
      }
    } else if (verb === WONT) {
      this.theirs.delete(opt);
    } else if (verb === DO) {
      // ECHO and SGA were offered at the start; anything else the board will not do (said once).
      if (opt !== ECHO && opt !== SGA && !this.asked.has(1000 + opt)) {
        this.asked.add(1000 + opt);
        send(WONT);
      }
    }
    // DONT: the board keeps echoing (its screens are drawn, not echoed), nothing to answer.
  }

  private subnegotiation(sb: number[]) {
    if (sb[0] === NAWS && sb.length >= 5) this.ev.size?.((sb[1]! << 8) | sb[2]!, (sb[3]! << 8) | sb[4]!);
    else if (sb[0] === TTYPE && sb[1] === 0) this.ev.terminalType?.(String.fromCharCode(...sb.slice(2)).replace(/[^\x20-\x7e]/g, ''));
  }
}

/** Data bytes for the wire: every 255 doubled. */
export function escapeIac(data: Buffer): Buffer {
  if (!data.includes(IAC)) return data;
  const out: number[] = [];
  for (const b of data) {
    out.push(b);
    if (b === IAC) out.push(IAC);
  }
  return Buffer.from(out);
}
