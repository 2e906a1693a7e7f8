/**
 * The page's icon (public/favicon.ico), made from our own icon maps in the ST palette: a 16 x 16
 * drawn for the size (a card with a spider), and Spider's ST desktop icon at 32 x 32 and, doubled,
 * 64 x 64. Build-time only: tests/unit/core/desktop.test.ts checks the committed file against
 * `faviconIco()` and rewrites it when run with UPDATE_FAVICON=1; nothing here is in the bundle.
 */
import { FAVICON_ROWS, ICON_ROWS, decodeIcon } from '../../assets/icons';
import { st } from '.';
import type { Sprite } from '../../src/core/framebuffer';
import { PNG_SIGNATURE, be32, concat, pngChunk as chunk } from '../../src/art/png-chunk';

export interface IconImage {
  size: number;
  /** size x size RGBA, rows top to bottom. */
  rgba: Uint8Array;
}

/** `s` scaled `k` times (nearest), centred on a transparent size x size square, in the ST's colours. */
function square(s: Sprite, size: number, k = 1): IconImage {
  const rgba = new Uint8Array(size * size * 4);
  const ox = (size - s.w * k) >> 1;
  const oy = (size - s.h * k) >> 1;
  for (let y = 0; y < s.h * k; y++)
    for (let x = 0; x < s.w * k; x++) {
      const c = s.data[Math.floor(y / k) * s.w + Math.floor(x / k)]!;
      if (c === s.transparent) continue;
      const rgb = st.palette[c]!;
      const o = ((oy + y) * size + ox + x) * 4;
      rgba.set([(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255, 255], o);
    }
  return { size, rgba };
}

export function faviconImages(): IconImage[] {
  const spider = decodeIcon(ICON_ROWS.st.spider);
  return [square(decodeIcon(FAVICON_ROWS), 16), square(spider, 32), square(spider, 64, 2)];
}

/** An RGBA PNG; `deflate` is zlib's (node:zlib in the test that writes the file). */
export function encodePng(img: IconImage, deflate: (b: Uint8Array) => Uint8Array): Uint8Array {
  const n = img.size;
  const raw = new Uint8Array((n * 4 + 1) * n);
  for (let y = 0; y < n; y++) raw.set(img.rgba.subarray(y * n * 4, (y + 1) * n * 4), y * (n * 4 + 1) + 1);
  const ihdr = concat([be32(n), be32(n), new Uint8Array([8, 6, 0, 0, 0])]);
  return concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflate(raw)), chunk('IEND', new Uint8Array(0))]);
}

/** An .ico holding each image as a PNG (read by every browser since 2008). */
export function faviconIco(deflate: (b: Uint8Array) => Uint8Array): Uint8Array {
  const pngs = faviconImages().map((img) => ({ size: img.size, png: encodePng(img, deflate) }));
  const head = new DataView(new ArrayBuffer(6 + 16 * pngs.length));
  head.setUint16(2, 1, true); // type: icon
  head.setUint16(4, pngs.length, true);
  let offset = head.byteLength;
  pngs.forEach(({ size, png }, i) => {
    const e = 6 + 16 * i;
    head.setUint8(e, size & 255); // 256 would be written as 0
    head.setUint8(e + 1, size & 255);
    head.setUint16(e + 4, 1, true); // planes
    head.setUint16(e + 6, 32, true); // bits per pixel
    head.setUint32(e + 8, png.length, true);
    head.setUint32(e + 12, offset, true);
    offset += png.length;
  });
  return concat([new Uint8Array(head.buffer), ...pngs.map((p) => p.png)]);
}
