/**
 * Every game's log rules by registry id (src/core/log.ts): what `verify` and `window.retro.verify`
 * read a log with. The rules are pure and small (the engines the registry already holds).
 */
import type { AnyLogRules } from '../core/log';
import type { GameId } from './ids';
import { spiderLog } from './spider/log';
import { kkLog } from './kings-korner/log';
import { gulfLog } from './gulf/log';
import { idLog } from './idiots-delight/log';

export const LOG_RULES: Readonly<Record<GameId, AnyLogRules>> = {
  spider: spiderLog,
  'kings-korner': kkLog,
  gulf: gulfLog,
  'idiots-delight': idLog,
};
