import { describe, expect, it } from 'vitest';
import { Telnet, escapeIac, IAC, DO, DONT, WILL, WONT, SB, SE, ECHO, SGA, NAWS, TTYPE } from '../../server/telnet';

function wire() {
  const sent: number[][] = [];
  const sizes: [number, number][] = [];
  const types: string[] = [];
  const t = new Telnet({ send: (b) => sent.push([...b]), size: (c, r) => sizes.push([c, r]), terminalType: (n) => types.push(n) });
  return { t, sent, sizes, types };
}

describe('telnet', () => {
  it('opens with WILL ECHO, WILL SGA and asks for SGA, the window size and the terminal type', () => {
    const { t, sent } = wire();
    t.start();
    expect(sent).toEqual([
      [IAC, WILL, ECHO],
      [IAC, WILL, SGA],
      [IAC, DO, SGA],
      [IAC, DO, NAWS],
      [IAC, DO, TTYPE],
    ]);
  });

  it('takes the protocol out of the data, and IAC IAC is a data byte 255', () => {
    const { t } = wire();
    t.start();
    const data = t.feed(Buffer.from([0x61, IAC, WILL, SGA, 0x62, IAC, IAC, 0x63, IAC, 241 /* NOP */, 0x64]));
    expect([...data]).toEqual([0x61, 0x62, 255, 0x63, 0x64]);
  });

  it('reads the window size (NAWS) and the terminal type, even split across reads', () => {
    const { t, sizes, types, sent } = wire();
    t.start();
    sent.length = 0;
    t.feed(Buffer.from([IAC, WILL, NAWS, IAC, SB, NAWS, 0, 80]));
    t.feed(Buffer.from([0, 25, IAC, SE]));
    expect(sizes).toEqual([[80, 25]]);
    t.feed(Buffer.from([IAC, WILL, TTYPE]));
    expect(sent).toContainEqual([IAC, SB, TTYPE, 1, IAC, SE]);
    t.feed(Buffer.from([IAC, SB, TTYPE, 0, ...Buffer.from('XTERM-256COLOR'), IAC, SE]));
    expect(types).toEqual(['XTERM-256COLOR']);
  });

  it('IAC IAC inside a sub-negotiation is one byte 255: a window 255 wide, or 65535, even split between the two IACs', () => {
    const { t, sizes } = wire();
    t.start();
    t.feed(Buffer.from([IAC, WILL, NAWS]));
    t.feed(Buffer.from([IAC, SB, NAWS, 0, IAC, IAC, 0, 25, IAC, SE]));
    t.feed(Buffer.from([IAC, SB, NAWS, 0, 80, 0, IAC]));
    t.feed(Buffer.from([IAC, IAC, SE]));
    expect([...t.feed(Buffer.from([IAC, SB, NAWS, IAC, IAC, IAC, IAC, 1, IAC, IAC, IAC, SE, 0x61]))]).toEqual([0x61]);
    expect(sizes).toEqual([
      [255, 25],
      [80, 255],
      [65535, 511],
    ]);
  });

  it('refuses options it does not do, once: a flood of requests gets one answer', () => {
    const { t, sent } = wire();
    t.start();
    sent.length = 0;
    const flood: number[] = [];
    for (let i = 0; i < 1000; i++) flood.push(IAC, DO, 0x22, IAC, WILL, 0x27, IAC, WILL, SGA);
    expect(t.feed(Buffer.from(flood)).length).toBe(0);
    expect(sent).toEqual([
      [IAC, WONT, 0x22],
      [IAC, DONT, 0x27],
    ]);
  });

  it('bounds a sub-negotiation that never ends', () => {
    const { t } = wire();
    const big = Buffer.alloc(100_000, 0x41);
    expect(t.feed(Buffer.concat([Buffer.from([IAC, SB, NAWS]), big])).length).toBe(0);
    expect([...t.feed(Buffer.from([IAC, SE, 0x7a]))]).toEqual([0x7a]);
  });

  it('doubles 255 in data for the wire', () => {
    expect([...escapeIac(Buffer.from([1, 255, 2]))]).toEqual([1, 255, 255, 2]);
    const plain = Buffer.from([1, 2]);
    expect(escapeIac(plain)).toBe(plain);
  });
});
