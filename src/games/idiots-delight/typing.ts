/**
 * Text a caller types into the door (names, passwords), measured as the player sees it: one
 * grapheme (an emoji with its joiners and skin tone, a letter with its accents) is one character.
 */
import { graphemes } from '../../core/graphemes';

export { graphemes };

export function graphemeCount(s: string): number {
  return graphemes(s).length;
}

/**
 * Characters a name or password refuses: the C0 controls (U+0000-U+001F) and DEL, and the invisible
 * format characters that would make two names look alike or turn the screen's text round (U+200B
 * zero width space, U+202E right-to-left override and the rest of Unicode's "Cf" class). The zero
 * width joiner stays allowed inside an emoji (it joins 👩‍💻), never alone.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const REFUSED = /[\u0000-\u001f\u007f-\u009f]|(?!\u200d)\p{Cf}/u;

export function refusedCharacter(grapheme: string): boolean {
  if (grapheme === '\u200d') return true;
  return REFUSED.test(grapheme);
}

/** Whether `s` holds no refused character. */
export function printable(s: string): boolean {
  return graphemes(s).every((g) => !refusedCharacter(g));
}
