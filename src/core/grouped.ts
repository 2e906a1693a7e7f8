/**
 * A number as the collection writes it in words, thousands grouped with commas ("9,900 points"), as
 * the door's screens always did (issue 52: one hand's end said "9,900" and the next message "9900").
 * Numbers that name something (a deal, a date) are written as they are typed, ungrouped. Integers
 * are grouped here: `toLocaleString` loads the locale's number data on its first call, the slowest
 * step of the door's first screen on a slow phone (a CPU profile of its link).
 */
export function grouped(v: number): string {
  return Number.isSafeInteger(v) && !Object.is(v, -0) ? String(v).replace(/\B(?=(\d{3})+$)/g, ',') : v.toLocaleString('en-US');
}
