/**
 * Court portraits and the jester, as 20 x 22 pixel art (ST pixels). The Amiga draws the same
 * designs through `widen`, which doubles them for hi-res and smooths their slopes. Letters are
 * colour roles: c / d are the suit's clothing colours, so one design serves all four suits.
 */
import type { Sprite } from '../core/framebuffer';
import type { Suit } from '../core/cards';
import { C } from '../core/colours';
import { art, widen } from './bitmap';
import { PIXEL_W, type Size } from './pips';

// role values (0..15 are palette indices; the suit roles are resolved when drawing)
const ROLE_C = 20;
const ROLE_D = 21;
const ROLE_A = 22;

const KEY: Record<string, number> = {
  k: C.BLACK,
  w: C.WHITE,
  y: C.YELLOW,
  Y: C.ORANGE,
  s: C.CREAM,
  o: C.ORANGE,
  g: C.LIGHTGREY,
  G: C.DARKGREY,
  r: C.RED,
  R: C.DARKRED,
  b: C.BLUE,
  n: C.NAVY,
  l: C.LIGHTBLUE,
  p: C.PINK,
  h: C.DARKRED, // the queen's auburn hair
  H: C.YELLOW, // the jack's fair hair
  c: ROLE_C,
  d: ROLE_D,
  a: ROLE_A,
};

const KING = [
  '....y....yy....y....',
  '....yy..yyyy..yy....',
  '....yyyyyrryyyyy....',
  '....YaYYaYYaYYaY....',
  '...kgssssssssssgk...',
  '...kgssksssskssgk...',
  '...kgssssoossssgk...',
  '...kgogggoogggogk...',
  '...kggggrrrrggggk...',
  '...kggggggggggggk...',
  '....kggggggggggk....',
  '.....kggggggggk.....',
  '..kcccwkkggkkwccck..',
  '.kccccwwwggwwwcccck.',
  'kcccccwkwwwwkwccccck',
  'kccdccwwwyywwwccdcck',
  'kccdcccwwyywwcccdcck',
  'kcdccccyyrryyccccdck',
  'kcdcccccyyyycccccdck',
  'kcdccccccaaccccccdck',
  'kcdccccccccccccccdck',
  'kcdccccccccccccccdck',
];

const QUEEN = [
  '.......y.yy.y.......',
  '.......yyyyyy.......',
  '......hyyaayyh......',
  '.....hhhhhhhhhh.....',
  '....hhsssssssshh....',
  '....hhsksssskshh....',
  '....hhsssoossshh....',
  '...hhhspsssspshhh...',
  '...hhhsssrrssshhh...',
  '...hhhhsssssshhhh...',
  '..hhhhhhsssshhhhhh..',
  '..hhhhhwsssswhhhhh..',
  '.hhhhcwwyssywwchhhh.',
  '.hhhccwwwyywwwcchhh.',
  'kcccccdwwwwwwdccccck',
  'kccccccdwwwwdcccccck',
  'kcccccccdwwdccccccck',
  'kccccccccddcccccccck',
  'kcccccccaddaccccccck',
  'kccccccccddcccccccck',
  'kcccccccaddaccccccck',
  'kccccccccddcccccccck',
];

const JACK = [
  '...........ww.......',
  '......dddddwww......',
  '.....dddddddddw.....',
  '....dddccccccddd....',
  '....HHHHHHHHHHHH....',
  '....HHssssssssHH....',
  '....HHskssssksHH....',
  '....HHsssoosssHH....',
  '.....HssssssssH.....',
  '......ossrrsso......',
  '.......osssso.......',
  '........ssss........',
  '....kcccwwwwccck....',
  '...kccccdwwdcccck...',
  '..kcccccdyydccccck..',
  '.kccacccdccdcccacck.',
  'kcccacccdyydcccaccck',
  'kcccacccdccdcccaccck',
  'kcccacccdyydcccaccck',
  'kcccacccdccdcccaccck',
  'kcccacccdyydcccaccck',
  'kcccacccdccdcccaccck',
];

const JESTER = [
  '.y................y.',
  '.rr..............bb.',
  '..rr............bb..',
  '..rrr....yy....bbb..',
  '...rrrr..rb..bbbb...',
  '....rrrrrrbbbbbb....',
  '....yyyyyyyyyyyy....',
  '....kssssssssssk....',
  '....kssksssskssk....',
  '....kssssrrssssk....',
  '....ksrssssssrsk....',
  '....kssrrrrrrssk....',
  '.....kssssssssk.....',
  '...kwwwwwwwwwwwwk...',
  '..kwwkwwkwwkwwkwwk..',
  'krrrrrrrryybbbbbbbbk',
  'krrrbrrrrkkbbbbrbbbk',
  'krrbbbrrryybbbrrrbbk',
  'krrrbrrrrkkbbbbrbbbk',
  'krrrrrrrryybbbbbbbbk',
  'krrrbrrrrkkbbbbrbbbk',
  'krrbbbrrryybbbrrrbbk',
];

const DESIGNS: Record<string, readonly string[]> = { K: KING, Q: QUEEN, J: JACK, JK: JESTER };

const cache = new Map<string, Sprite>();

/** The portrait sprite for 'K' | 'Q' | 'J' | 'JK' at a machine's resolution (roles unresolved). */
export function portrait(which: string, size: Size): Sprite {
  const k = which + size;
  let s = cache.get(k);
  if (!s) {
    const square = art(DESIGNS[which]!, KEY);
    s = PIXEL_W[size] === 1 ? square : widen(square);
    cache.set(k, s);
  }
  return s;
}

/** Clothing colours per suit: red suits in reds, black suits in blues and greys. */
export function suitRoles(suit: Suit): Record<number, number> {
  switch (suit) {
    case 'H':
      return { [ROLE_C]: C.RED, [ROLE_D]: C.DARKRED, [ROLE_A]: C.YELLOW };
    case 'D':
      return { [ROLE_C]: C.RED, [ROLE_D]: C.YELLOW, [ROLE_A]: C.WHITE };
    case 'S':
      return { [ROLE_C]: C.DARKGREY, [ROLE_D]: C.BLACK, [ROLE_A]: C.LIGHTGREY };
    case 'C':
      return { [ROLE_C]: C.BLUE, [ROLE_D]: C.NAVY, [ROLE_A]: C.YELLOW };
  }
}

export const PORTRAIT = { w: 20, h: 22 };
