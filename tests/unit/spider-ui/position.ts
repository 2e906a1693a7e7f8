/** Puts a Spider position on the app's board: a log that starts from it (src/games/spider/setup.ts). */
import { LogBook } from '../../../src/shell/game-log';
import { spiderLog } from '../../../src/games/spider/log';
import { positionFrom } from '../../../src/games/spider/setup';
import type { SpiderMove, SpiderOptions, SpiderState } from '../../../src/games/spider/engine';

export function setPosition(app: { book: LogBook<SpiderState, SpiderMove, SpiderOptions> }, s: SpiderState): void {
  app.book = LogBook.from(spiderLog, s.deal, { rules: s.rules, suits: s.suits }, positionFrom(s));
}
