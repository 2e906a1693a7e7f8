/**
 * The questions every game asks the same way, in the platform's requester. Each one that could
 * end or replace a game defaults to the answer that keeps it: Return, Escape and a right-click
 * (which requesters ignore) never discard a game.
 */
import type { Machine } from '../core/machine';
import { MAX_DEAL, parseDeal } from '../core/params';

/** What Continue says of a finished game whose score is not yet in the high scores. */
export const PENDING_LINES = (name: string) => [`A finished game of ${name}`, 'waits for your name in', 'the high scores.'];

/**
 * "Continue the saved game?" Continue (default, and Escape) or New game. Resolves true for Continue.
 * `about` null: the game is finished and its score waits for a name (that is what is named).
 */
export async function askContinue(m: Machine, name: string, about?: string | null): Promise<boolean> {
  const r = await m.alert({
    lines: [...(about === null ? PENDING_LINES(name) : about ? [`A game of ${name} is saved`, `(${about}).`] : [`A game of ${name} is saved.`]), 'Continue it?'],
    buttons: ['Continue', 'New game'],
    defaultButton: 0,
    escapeButton: 0,
    icon: 'question',
  });
  return r.button === 0;
}

/**
 * Before anything ends a game in progress. `what` says what would happen ('Start a new game',
 * 'Quit'); `lines` what it costs. Cancel is the default and Escape's answer. Resolves true to go on.
 */
export async function confirmEnd(m: Machine, action: string, lines: string[]): Promise<boolean> {
  const r = await m.alert({
    lines,
    buttons: [action, 'Cancel'],
    defaultButton: 1,
    escapeButton: 1,
    icon: 'question',
  });
  return r.button === 0;
}

/** The deal-number prompt: the shown number is selected, so typing replaces it. Null when cancelled. */
export async function askDeal(m: Machine, current: number): Promise<number | null> {
  for (;;) {
    const r = await m.alert({
      lines: ['Deal number', `(0 to ${MAX_DEAL}):`],
      buttons: ['OK', 'Cancel'],
      defaultButton: 0,
      escapeButton: 1,
      input: { initial: String(current), maxLength: 10, allowed: /^[0-9]$/, selected: true, kind: 'numeric' },
    });
    if (r.button !== 0) return null;
    const d = parseDeal(r.text);
    if ('deal' in d) return d.deal;
    await m.alert({ lines: [d.error], buttons: ['OK'], icon: 'stop' });
  }
}
