/**
 * graphemes() splits text below U+0300 without the segmenter (issue 50: a board splits names for
 * every key): it must split exactly as the segmenter does, CR LF and the first combining mark included.
 */
import { describe, expect, it } from 'vitest';
import { graphemes } from '../../../src/core/graphemes';

const seg = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const bySegmenter = (s: string) => Array.from(seg.segment(s), (g) => g.segment);

describe('graphemes', () => {
  it('splits every character below U+0300 beside every other as the segmenter does', () => {
    // Each character after and before a sample of others: controls, CR and LF, letters, the range's last.
    const others = [0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x20, 0x41, 0x7f, 0x85, 0xa0, 0xad, 0xe9, 0x1c4, 0x2b0, 0x2ff];
    for (let c = 0; c < 0x300; c++)
      for (const d of others) {
        for (const s of [String.fromCharCode(c, d), String.fromCharCode(d, c), String.fromCharCode(c)]) expect(graphemes(s), s).toEqual(bySegmenter(s));
      }
  });

  it('keeps CR LF one grapheme and leaves marks, emoji and CJK to the segmenter', () => {
    for (const s of ['a\r\nb', '\r\n', '\r\r\n\n', 'e\u0301', 'ÿ\u0308x', 'Bob 🃏', '👨‍👩‍👧 family', '李小龍', 'Zoë', '', 'Plain ASCII name 42'])
      expect(graphemes(s), JSON.stringify(s)).toEqual(bySegmenter(s));
    expect(graphemes('a\r\nb')).toEqual(['a', '\r\n', 'b']);
    expect(graphemes('e\u0301!')).toEqual(['e\u0301', '!']);
  });
});
