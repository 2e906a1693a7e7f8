/**
 * Text as the player sees it: one grapheme (an emoji with its joiners and skin tone, a letter with
 * its accents) is one character. The segmenter is made on first use: building one loads the ICU
 * break rules, which was the slowest step of the main chunk's evaluation on a slow phone.
 */
let segmenter: Intl.Segmenter | null = null;

export function graphemes(s: string): string[] {
  return Array.from((segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(s), (g) => g.segment);
}
