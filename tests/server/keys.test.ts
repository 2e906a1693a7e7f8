import { describe, expect, it } from 'vitest';
import { KeyDecoder } from '../../server/keys';

const keys = (d: KeyDecoder, s: string | number[]) => d.feed(typeof s === 'string' ? Buffer.from(s, 'latin1') : Buffer.from(s)).map((k) => (k.ctrl ? `^${k.key}` : k.key));

describe('key decoder', () => {
  it('reads cursor keys in both forms (ESC [ A and ESC O A) as the browser names them', () => {
    const d = new KeyDecoder();
    expect(keys(d, '\x1b[A\x1b[B\x1b[C\x1b[D\x1bOA\x1bOB')).toEqual(['ArrowUp', 'ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown']);
    expect(keys(d, '\x1b[5~\x1b[6~\x1b[3~\x1b[H\x1b[1;5A')).toEqual(['PageUp', 'PageDown', 'Delete', 'Home', 'ArrowUp']);
  });

  it('reads Enter as CR, CR LF, CR NUL or LF: one key each', () => {
    const d = new KeyDecoder();
    expect(keys(d, '\r\r\n\r\x00\na')).toEqual(['Enter', 'Enter', 'Enter', 'Enter', 'a']);
  });

  it('keeps a sequence split across reads', () => {
    const d = new KeyDecoder();
    expect(keys(d, '\x1b')).toEqual([]);
    expect(d.waiting).toBe(true);
    expect(keys(d, '[')).toEqual([]);
    expect(keys(d, 'B')).toEqual(['ArrowDown']);
  });

  it('reads a lone ESC as Escape once the caller flushes it, and ESC then a letter as both', () => {
    const d = new KeyDecoder();
    keys(d, '\x1b');
    expect(d.flush().map((k) => k.key)).toEqual(['Escape']);
    expect(keys(d, '\x1bq')).toEqual(['Escape', 'q']);
  });

  it('reads Backspace (BS, DEL), Tab, controls, and drops unknown or endless sequences', () => {
    const d = new KeyDecoder();
    expect(keys(d, '\x08\x7f\x09\x15')).toEqual(['Backspace', 'Backspace', 'Tab', '^u']);
    expect(keys(d, '\x1b[99z' + 'x')).toEqual(['x']);
    // An endless sequence is dropped after its first bytes; what follows is typed text again.
    const long = keys(d, '\x1b[' + '1'.repeat(100) + 'y');
    expect(long.length).toBeLessThan(100);
    expect(long.at(-1)).toBe('y');
  });

  it('reads typed text as CP437 by default and as UTF-8 when asked', () => {
    expect(keys(new KeyDecoder('cp437'), [0x81, 0x03])).toEqual(['ü', '^c']);
    const u = new KeyDecoder('utf8');
    expect(keys(u, [...Buffer.from('é🃏')])).toEqual(['é', '🃏']);
    expect(keys(u, [0xe2, 0x82])).toEqual([]);
    expect(keys(u, [0xac])).toEqual(['€']);
    expect(keys(u, [0x80, 0x41])).toEqual(['A']);
  });
});
