/**
 * Test tiers (README, "Tests"): `npm test` runs a sample of each long sweep and property run;
 * `npm run test:deep` (DEEP=1) runs them whole. Seeds are fixed in both tiers, so a failure in
 * either replays exactly.
 */
export const DEEP = process.env.DEEP === '1';

/** `deep` in the deep tier, `sample` in `npm test`. */
export const tier = <T>(deep: T, sample: T): T => (DEEP ? deep : sample);
