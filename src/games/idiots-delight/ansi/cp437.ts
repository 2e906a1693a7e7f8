/**
 * Code page 437, the IBM PC's character set that ANSI-BBS terminals (SyncTERM, NetRunner, qodem)
 * show: the door's box lines and card suits are sent as these bytes unless the caller asked for UTF-8.
 */

/** 0x00..0x1F as glyphs (a BBS terminal shows 0x03..0x06 as the four suits). */
const LOW = ' ☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼';
/** 0x80..0xFF. */
const HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐' +
  '└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const TO_BYTE = new Map<string, number>();
const TO_CHAR: string[] = [];
for (let b = 0; b < 256; b++) {
  const ch = b < 0x20 ? [...LOW][b]! : b < 0x7f ? String.fromCharCode(b) : b === 0x7f ? '⌂' : [...HIGH][b - 0x80]!;
  TO_CHAR.push(ch);
  // Printable ASCII maps to itself; control bytes only for the glyphs a screen needs (the suits).
  if (b >= 0x20 || (b >= 0x01 && b <= 0x06)) if (!TO_BYTE.has(ch)) TO_BYTE.set(ch, b);
}
TO_BYTE.set(' ', 0x20);

/** The CP437 byte for one cell's character, or '?' (0x3F) for one CP437 lacks (an emoji in a name). */
export function cp437Byte(ch: string): number {
  return TO_BYTE.get(ch) ?? 0x3f;
}

export function hasCp437(ch: string): boolean {
  return TO_BYTE.has(ch);
}

/** The character a CP437 byte shows. */
export function cp437Char(b: number): string {
  return TO_CHAR[b & 0xff]!;
}
