/**
 * What the shell knows of a game: its registry entry (names, records, how to load it) and the
 * module it loads. Kept apart from registry.ts so games and the shell import types, not each other.
 */
import type { App } from '../core/app';
import type { Machine } from '../core/machine';
import type { RecordSpec } from '../core/storage';
import type { StatsTable } from '../shell/stats';
import type { WinnablePrefs } from '../shell/winnable-prefs';
import type { GameShell } from '../shell/session';
import type { GamePort, SaveEntry } from '../shell/resume';
import type { IconName } from '../../assets/icons';
import type { AnyLogRules } from '../core/log';

export type { GameId } from './ids';
import type { GameId } from './ids';

export interface LaunchOptions {
  deal?: number;
  /** Started by automation or a URL: skip title and option screens. */
  direct: boolean;
  /** Continue the saved game (after a reload, or the player chose Continue). */
  resume: boolean;
  [k: string]: unknown;
}

export interface GameModule {
  /** Check game options (from a URL or `retro.launch`); an error names the problem for a requester. */
  parseOptions(raw: Record<string, unknown>): { options: Record<string, unknown> } | { error: string };
  /** The game's app, not yet playing: the shell then has it resume its save or begin (shell/resume.ts). */
  create(m: Machine, opts: LaunchOptions, shell: GameShell): App & GamePort;
}

/** A game is its engine plus its screens: the entry names it, its records and its engine (the
 *  save's tests, SaveEntry's, are read through the engine by src/shell/resume.ts). */
export interface GameEntry extends SaveEntry {
  id: GameId;
  /** The game's log rules (src/core/log.ts): what its log is and how it replays; `verify` reads them. */
  log: AnyLogRules;
  name: string;
  /** File name on the ST disk (8.3) and icon name on the Amiga disk. */
  stFile: string;
  amigaFile: string;
  load: () => Promise<GameModule>;
  /** A few words on a saved game's data for the Continue requester, e.g. 'round 4, 683 points'. */
  describe?(game: unknown): string;
  /** Statistics per variant, kept by the shell (src/shell/stats.ts); also listed in `records`. */
  stats?: RecordSpec<StatsTable>;
  /** The preferences record that holds "winnable deals only" per variant, for the shell; also listed in `records`. */
  prefs?: RecordSpec<WinnablePrefs>;
  /** Every other record the game keeps (preferences, scores, statistics). */
  records: readonly RecordSpec<unknown>[];
  /** Files of the game's shown on the desktop while their record exists (Spider's SPIDER.SCR). */
  files?: readonly DesktopFile[];
}

/** A file a game keeps on the collection disk, shown on the desktop when its record exists. */
export interface DesktopFile {
  id: string;
  icon: IconName;
  stName: string;
  amigaName: string;
  exists(m: Machine): boolean;
  open(m: Machine): void;
  /** Delete the file (after the player confirmed). */
  remove?(m: Machine): void;
}
