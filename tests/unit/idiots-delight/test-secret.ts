/** A fixed deal secret for tests (a real door makes its own at random: door.ts withDealSecret). */
export const TEST_SECRET = '5ec7e7'.padEnd(64, '0');
