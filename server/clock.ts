/** The board's time: a clock the board reads and sleeps by (tests inject their own), and its date. */
import { dateInZone } from '../src/games/idiots-delight/calendar';

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
};

/** The board's date: today in the time zone the sysop set, as 'YYYY-MM-DD' (the door's "today"). */
export function boardDate(timeZone: string, now = new Date()): string {
  return dateInZone(timeZone, now) ?? dateInZone('UTC', now)!;
}

/** A test or a demo may fix the date (IDELIGHT_TODAY=YYYY-MM-DD); otherwise the clock's. */
export function todayFor(timeZone: string): string {
  const fixed = process.env['IDELIGHT_TODAY'];
  return fixed && /^\d{4}-\d{2}-\d{2}$/.test(fixed) ? fixed : boardDate(timeZone);
}
