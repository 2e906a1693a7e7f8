/** Which screen the door shows and the line being typed on it (types only): shared by the app and
 *  the modules that take its ports (view, keys, hand-input), so none of them imports the app. */
export const GAME_ID = 'idiots-delight';

export type ScreenId = 'title' | 'logon' | 'name' | 'password' | 'menu' | 'makeup' | 'game' | 'help' | 'champions' | 'sysop' | 'goodbye' | 'dial' | 'board';

export interface InputState {
  kind: 'name' | 'makeup' | 'hands' | 'makeupDays' | 'password' | 'board';
  value: string;
  max: number;
  message: string;
  /** A password being typed: whose (a player's name, or null for the sysop), at which step, and what follows. */
  pass?: PasswordStep;
}

export interface PasswordStep {
  who: string | null;
  /** 'check' an existing password; 'new' choose one, then type it 'again'. */
  stage: 'check' | 'new' | 'again';
  /** The new password's first typing (kept only until it is typed again). */
  first?: string;
  /** After the player's password: the main menu, or today's hand at once (a launch with `player`). */
  then: 'menu' | 'play' | 'sysop';
  /** Wrong passwords so far: the third hangs up, as a BBS did. */
  tries: number;
  /** The sysop's password asked to let a new name in (a BBS's new-user validation); then that name's own. */
  admit?: { name: string; then: 'menu' | 'play' };
}
