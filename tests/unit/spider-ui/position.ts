/** Puts a Spider position on the app's board: a log that starts from it (src/games/spider/setup.ts). */
import type { GameSession } from '../../../src/shell/game-session';
import { positionFrom } from '../../../src/games/spider/setup';
import type { SpiderMove, SpiderOptions, SpiderState } from '../../../src/games/spider/engine';
import type { SpiderSave } from '../../../src/games/spider/save';

export function setPosition(app: { session: GameSession<SpiderState, SpiderMove, SpiderOptions, SpiderSave> }, s: SpiderState): void {
  app.session.beginFrom(s.deal, { rules: s.rules, suits: s.suits }, positionFrom(s));
}
