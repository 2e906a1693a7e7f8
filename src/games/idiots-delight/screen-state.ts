/** Which screen the door shows and the line being typed on it (types only): shared by the app and
 *  the modules that take its ports (view, keys, taps), so none of them imports the app. */
export const GAME_ID = 'idiots-delight';

/** The log-on's screens (the app's own) and the controller's (controller/state.ts DoorView) once a caller is in. */
export type ScreenId = 'title' | 'logon' | 'name' | 'password' | 'menu' | 'makeup' | 'game' | 'help' | 'champions' | 'sysop' | 'applicants' | 'goodbye' | 'who' | 'dial' | 'board';

/** The field being typed in; read-only: a key makes a new one (the app's `setInput`). */
export interface InputState {
  readonly kind: 'name' | 'makeup' | 'hands' | 'makeupDays' | 'zone' | 'password' | 'board';
  readonly value: string;
  readonly max: number;
  readonly message: string;
  /** A password being typed: whose (a player's name, or null for the sysop), at which step, and what follows. */
  readonly pass?: PasswordStep;
}

export interface PasswordStep {
  readonly who: string | null;
  /** 'check' an existing password; 'new' choose one, then type it 'again'. */
  readonly stage: 'check' | 'new' | 'again';
  /** The new password's first typing (kept only until it is typed again). */
  readonly first?: string;
  /** After the player's password: the main menu, or today's hand at once (a launch with `player`). */
  readonly then: 'menu' | 'play' | 'sysop';
  /** Wrong passwords so far: the third hangs up, as a BBS did. */
  readonly tries: number;
}
