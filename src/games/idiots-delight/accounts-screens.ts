/**
 * The sysop's new-name lines and the applicants' list (issues 49 and 54), drawn once for the
 * board and the local door (controller/compose.ts, view.ts).
 */
import { A, type Terminal } from './terminal';
import { frame, NAME_COLS } from './screens';
import { padWidth } from '../../core/columns';
import type { AccountsPolicy } from './door';

/** Applicants shown at once on the list (it scrolls with the choice). */
export const APPLICANT_ROWS = 14;

/** On the sysop screen: the policy's line and its two keys. */
export function drawAccountsLines(t: Terminal, accounts: AccountsPolicy, off: boolean): void {
  t.put(4, 8, `New accounts ............. ${accounts}`, A.WHITE);
  t.put(44, 9, '[A]', off ? A.DARKGREY : A.YELLOW).write(' New accounts: validated / open', off ? A.DARKGREY : A.WHITE);
  t.put(44, 10, '[V]', off ? A.DARKGREY : A.YELLOW).write(' Applicants: validate, remove', off ? A.DARKGREY : A.WHITE);
}

export interface ApplicantsView {
  today: string;
  applicants: readonly { name: string; created: number; from: string }[];
  pick: number;
  confirm: string | null;
  message: string;
}

export function drawApplicants(t: Terminal, v: ApplicantsView): void {
  frame(t, v.today, '[Up/Down] Choose   [V] Validate   [R] Remove   [Q] Back');
  t.put(2, 2, 'APPLICANTS  -  new accounts waiting for your validation', A.YELLOW);
  t.put(4, 4, `${padWidth('Name', NAME_COLS)}  Applied (UTC)     From`, A.LCYAN);
  const list = v.applicants;
  if (list.length === 0) t.put(4, 5, 'Nobody waits.', A.DARKGREY);
  const first = Math.max(0, Math.min(v.pick - APPLICANT_ROWS + 1, list.length - APPLICANT_ROWS));
  list.slice(first, first + APPLICANT_ROWS).forEach((a, i) => {
    const on = first + i === v.pick;
    const when = new Date(a.created).toISOString().slice(0, 16).replace('T', ' ');
    t.put(2, 5 + i, on ? '>' : ' ', A.YELLOW);
    t.put(4, 5 + i, `${padWidth(a.name, NAME_COLS)}  ${when}  ${a.from.slice(0, 26)}`, on ? A.YELLOW : A.WHITE);
  });
  if (list.length > APPLICANT_ROWS) t.put(4, 5 + APPLICANT_ROWS, `${list.length} in all`, A.GREY);
  if (v.confirm) t.put(4, 20, `${v.confirm} [Y/N]`, A.LRED);
  if (v.message) t.put(4, 21, v.message, A.YELLOW);
}
