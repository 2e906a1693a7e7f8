/** Spider's preferences (SPIDER.INF): "winnable deals only", one flag per suit count. */
export interface SpiderPrefs {
  winnable: Record<'1' | '2' | '4', boolean>;
}

export const defaultPrefs = (): SpiderPrefs => ({ winnable: { '1': false, '2': false, '4': false } });

export function validatePrefs(x: unknown): SpiderPrefs | null {
  if (!x || typeof x !== 'object') return null;
  const w = (x as Record<string, unknown>).winnable as Record<string, unknown> | undefined;
  if (!w || typeof w !== 'object') return null;
  const out = { '1': false, '2': false, '4': false };
  for (const k of ['1', '2', '4'] as const) {
    if (typeof w[k] !== 'boolean') return null;
    out[k] = w[k];
  }
  return { winnable: out };
}
