/**
 * Text as the player sees it: one grapheme (an emoji with its joiners and skin tone, a letter with
 * its accents) is one character. The segmenter is made on first use: building one loads the ICU
 * break rules, which was the slowest step of the main chunk's evaluation on a slow phone.
 */
let segmenter: Intl.Segmenter | null = null;

/** Below U+0300 (ASCII, Latin-1, Latin Extended, IPA, spacing modifiers) no character joins the
 *  one before it, except LF after CR: such text needs no segmenter (a board splits its callers'
 *  names for every key, and the segmenter's objects were much of its garbage). */
function plain(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x300 || (c === 0x0a && i > 0 && s.charCodeAt(i - 1) === 0x0d)) return false;
  }
  return true;
}

export function graphemes(s: string): string[] {
  if (plain(s)) return s.split('');
  return Array.from((segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(s), (g) => g.segment);
}
