/**
 * The browser suite's tiers (README, "Tests"). A test written once per machine (or per screen size,
 * per device) runs on one of them in `npm test` and on all with `npm run test:deep` (DEEP=1): the
 * others carry the tag `@deep`, which playwright.config.ts leaves out of the quick tier. Which one
 * stays is chosen at the call, so each file keeps both machines covered.
 */
export const DEEP_TAG = '@deep';

/** Whether this run is the deep tier (`npm run test:deep`): a repeated test repeats its whole count there. */
export const DEEP = process.env.DEEP === '1';

/** The details of a test kept only in the deep tier. */
export const deepOnly = { tag: [DEEP_TAG] };

/** Each item of `list` with the details of its test: every item but `list[keep]` is tagged `@deep`. */
export function sample<T>(list: readonly T[], keep: number): [T, { tag: string[] }][] {
  if (!(keep >= 0 && keep < list.length)) throw new RangeError(`keep ${keep} is not an index of the list`);
  return list.map((x, i) => [x, { tag: i === keep ? [] : [DEEP_TAG] }]);
}
