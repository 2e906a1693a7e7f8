/**
 * The pieces every PNG writer of the collection shares (the page icon, the installed icons, the
 * preview sheets): the signature, a chunk with its CRC-32, and byte concatenation. Plain
 * Uint8Arrays, so it serves Node scripts and browser-side code alike.
 */

export const PNG_SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(b: Uint8Array): number {
  let c = 0xffffffff;
  for (const v of b) c = CRC[(c ^ v) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

export function be32(n: number): Uint8Array {
  return new Uint8Array([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
}

/** A PNG chunk: length, type, body, CRC of type and body. */
export function pngChunk(type: string, body: Uint8Array): Uint8Array {
  const tb = concat([new TextEncoder().encode(type), body]);
  return concat([be32(body.length), tb, be32(crc32(tb))]);
}
