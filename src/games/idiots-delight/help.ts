/**
 * The door's help screens (H): our own text, in the manner of IDELIGHT.HPS. Each page is at most
 * 18 lines of at most 74 characters; a line starting with '~' is a heading. The worked example
 * (the help file's, facts only) is drawn with the game's own card boxes.
 */

const SUIT_WORD: Record<string, string> = { S: 'SPAD', H: 'HART', D: 'DIAM', C: 'CLUB' };
const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** One row of cards as the game draws it (4 lines): covered cards 2 wide, the top card 4. */
function cardRow(cards: string[]): string[] {
  const out = ['', '', '', ''];
  cards.forEach((c, i) => {
    const rank = c.slice(0, -1);
    const suit = c.slice(-1);
    const first = i === 0;
    if (i < cards.length - 1) {
      out[0] += (first ? '┌' : '┬') + '──';
      out[1] += '│' + rank.padEnd(2);
      out[2] += '│' + SUIT_WORD[suit]!.slice(0, 2);
      out[3] += (first ? '└' : '┴') + '──';
    } else {
      out[0] += (first ? '┌' : '┬') + '────┐';
      out[1] += '│' + rank.padEnd(3) + SUIT_SYMBOL[suit]! + '│';
      out[2] += '│' + SUIT_WORD[suit]! + '│';
      out[3] += (first ? '└' : '┴') + '────┘';
    }
  });
  return out;
}

/** Card rows on the left (from column 2), `text` beside them from column 20. */
function example(heading: string, rows: string[][], text: string[]): string[] {
  const art = rows.flatMap(cardRow);
  const n = Math.max(art.length, text.length);
  const lines = [heading];
  for (let i = 0; i < n; i++) lines.push(('  ' + (art[i] ?? '')).padEnd(20) + (text[i] ?? ''));
  return lines.map((l) => l.trimEnd());
}

export const HELP_PAGES: readonly (readonly string[])[] = [
  [
    '~* * *  T H E   P L A Y  * * *',
    '',
    '  Idiot\'s Delight is a solitaire played with one 52 card deck.  Four cards',
    '  are dealt face up, one to each of four rows.  The object of the game is',
    '  to remove the forty-eight lesser cards, leaving only the four Aces.',
    '',
    '  A row\'s top card may be removed when the top card of ANOTHER row is of',
    '  the same suit and of higher rank.  Aces rank high, so an Ace can never',
    '  be removed.',
    '',
    '  When nothing more can be played, press Enter to deal the next four',
    '  cards, one onto each row.  The PILE CARD counter shows what is left.',
    '  The next two pages play an example.',
  ],
  example(
    '~* * *  A N   E X A M P L E  * * *',
    [['8C'], ['KS'], ['2C'], ['JH']],
    [
      'Say these are the first four cards.',
      '',
      'Only the 2 of Clubs can be played: the 8 of',
      'Clubs, in another row, is a Club and higher.',
      '',
      'No higher Spade shows for the King of Spades,',
      'and no higher Heart for the Jack of Hearts.',
      '',
      'Mark the third row (2 moves the marker down)',
      'and press Space: the 2 of Clubs is gone.',
      '',
      'Then press Enter to deal the next four cards.',
      '',
      '(The example goes on over the page.)',
    ],
  ),
  example(
    '~* * *  T H E   E X A M P L E ,   D E A L T  * * *',
    [['8C', '4H'], ['KS', '6C'], ['3H'], ['JH', '5D']],
    [
      'Each row took one card, on its first free',
      'place.  The third row was empty, so the 3 of',
      'Hearts is alone there.',
      '',
      'The 3 of Hearts can be played now: the 4 of',
      'Hearts tops the first row.',
      '',
      'The 4 of Hearts cannot go yet: the Jack of',
      'Hearts is covered by the 5 of Diamonds.',
      '',
      'Play the 3 of Hearts and its row is empty.',
      'Move the 5 of Diamonds there (Space on the',
      'fourth row): the Jack of Hearts is uncovered',
      'and the 4 of Hearts can be played too.',
    ],
  ),
  [
    '~* * *  E M P T Y   R O W S  * * *',
    '',
    '  When a row has no cards left, the top card of any other row (of two',
    '  or more cards) may be moved into it.  Put the marker \'>\' on the row',
    '  and press Space: if the card cannot be removed, it moves to the first',
    '  empty row, uncovering the card beneath it.',
    '',
    '  You may also leave an empty row for the next deal to fill.  The use of',
    '  these blank rows plays an important part in winning.',
    '',
    '~* * *  F R E E   C A R D  * * *',
    '',
    '  Once per hand you may remove the top card of the marked row without',
    '  the suit rule: press F.  Aces stay, so the Free Card never takes an Ace.',
  ],
  [
    '~* * *  T H E   K E Y S  * * *',
    '',
    '    [8] Up   [2] Down        <- Up/Down arrows or 8/2 move the marker \'>\'',
    '                               to select the active row.',
    '    [Space] - Play Card      <- Space plays or moves the marked card.',
    '    [Enter] - Draw Card      <- Enter deals the next four cards.',
    '    [F]ree Card              <- F uses the Free Card on the marked row.',
    '    [R]edraw  [D]one  [H]elp <- R redraws the screen.',
    '                               D ends the hand once the PILE CARD count',
    '                               is zero and no card can be played.',
    '                               H shows these screens.',
    '    [L]og off                <- L saves a tournament hand and logs off:',
    '                               P resumes it at your next log-on.',
    '    [?] Hint                 <- With Aids on, in a free hand only: ? names',
    '                               a good play, CAN WIN says if the hand can',
    '                               still be won.  It marks the hand aided.',
  ],
  [
    '~* * *  S C O R I N G  * * *',
    '',
    '  Each card removed scores 100 points.  Bonuses are paid when the 13th,',
    '  26th, 39th and 48th (won game) cards go:  1,000,  2,000,  3,000 and',
    '  5,000 points.  A won hand scores 15,800.',
    '',
    '~* * *  W I N N I N G   H A N D S  * * *',
    '',
    '  The Sysop sets the number of hands a day.  Removing forty-five cards',
    '  wins an extra hand, and removing all forty-eight wins another.  No more',
    '  than ten hands may be played on one day.',
    '',
    '~* * *  F R E E   H A N D S  * * *',
    '',
    '  F at the main menu deals a practice hand that does not count.  W turns',
    '  "Winnable only" on: practice hands are then only shuffles that can be',
    '  won.  Tournament hands are never changed: they are fixed by the date.',
  ],
  [
    '~* * *  C H A M P I O N S  * * *',
    '',
    '  The door keeps an All Time Champion, a Monthly Champion and every Daily',
    '  Champion.  The Daily Champion has the highest total for the day\'s',
    '  hands and receives 5,000 bonus points.  Anyone scoring higher on that',
    '  day (even making it up later) dethrones the champion, and the 5,000',
    '  points move to the new champion.',
    '',
    '~* * *  T O U R N A M E N T   M O D E  * * *',
    '',
    '  The cards are shuffled at the beginning of each month, so every player',
    '  receives exactly the same hands on the same day.  Your score reflects',
    '  your skill of play, not the luck of the draw.',
  ],
  [
    '~* * *  M A K E - U P   D A Y S  * * *',
    '',
    '  Missed a day?  From the main menu press M and choose a day of this',
    '  month: an earlier day is a Make-Up Day, a later one a Play-Ahead Day.',
    '  The Sysop sets how many such days you may open each day.  A day is',
    '  played on the day you open it; it cannot be finished later.',
    '',
    '~* * *  S U P P O R T  * * *',
    '',
    '  Comments, suggestions and bug reports to your Sysop, or to',
    '',
    '              JNS Software Support BBS',
    '',
    '                Thanks For Playing Idiot\'s Delight',
  ],
];

/**
 * What a key does on help page `page`, for every door (the one controller and the browser's own
 * keys): the page to turn to, 'back' to the screen help was opened from, 'refuse' (back from the
 * first page: answered with a beep, never ignored), or null (a key the pages do not take).
 */
export function helpStep(page: number, key: string): number | 'back' | 'refuse' | null {
  const c = key.toLowerCase();
  if (c === 'q' || c === 'escape') return 'back';
  if (c === 'p' || c === 'arrowup' || c === 'pageup' || c === 'backspace' || c === '8') return page === 0 ? 'refuse' : page - 1;
  if (c === ' ' || c === 'enter' || c === 'n' || c === 'arrowdown' || c === 'pagedown' || c === '2' || c === 'h') return page >= HELP_PAGES.length - 1 ? 'back' : page + 1;
  return null;
}
