/** The one source of random deal numbers (0..2^32-1). Tests replace it with `setDealSource`. */
let source = (): number => (Math.random() * 2 ** 32) >>> 0;

export function randomDeal(): number {
  return source() >>> 0;
}

export function setDealSource(next: () => number): void {
  source = next;
}
