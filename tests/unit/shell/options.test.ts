import { describe, expect, it } from 'vitest';
import { readOptions, type OptionSpecs } from '../../../src/shell/options';
import { Launcher } from '../../../src/shell/launcher';
import { Machine } from '../../../src/core/machine';
import { GAMES, GAME_IDS } from '../../../src/games/registry';
import { PLATFORMS } from '../../../platforms';

const SPECS: OptionSpecs = {
  suits: { kind: 'choice', values: [1, 2, 4] },
  rules: { kind: 'choice', values: ['st', 'gnome'] },
  sysop: { kind: 'flag' },
  date: { kind: 'text', read: (v) => (/^\d{4}-\d\d-\d\d$/.test(v) ? v : null), hint: 'a date YYYY-MM-DD' },
};
const errors = (r: ReturnType<typeof readOptions>) => ('error' in r ? r.error.split('\n') : []);

describe('launch options are read one way', () => {
  it('whitespace, case and leading zeros mean nothing', () => {
    expect(readOptions('G', SPECS, { suits: ' 04 ', rules: 'GNOME ', sysop: ' on' })).toEqual({ options: { suits: 4, rules: 'gnome', sysop: true } });
    expect(readOptions('G', SPECS, { suits: 2, sysop: false })).toEqual({ options: { suits: 2, sysop: false } });
  });

  it('every bad value is named, not only the first', () => {
    const e = errors(readOptions('G', SPECS, { suits: '3', rules: 'klondike', sysop: 'please', date: 'soon' }));
    expect(e).toHaveLength(4);
    expect(e.join(' ')).toMatch(/suits=3.*rules=klondike.*sysop=please.*date=soon/);
  });

  it('an empty value is an error for every kind of option', () => {
    for (const k of Object.keys(SPECS)) expect(errors(readOptions('G', SPECS, { [k]: '' })), k).toEqual([expect.stringMatching(new RegExp(`^${k}= has no value`))]);
    expect(errors(readOptions('G', SPECS, { suits: '   ' }))).toHaveLength(1);
  });

  it('an unknown option is refused, by name', () => {
    expect(errors(readOptions('G', SPECS, { jokers: '2' }))[0]).toMatch(/^jokers: G takes only deal, suits, rules, sysop, date/);
    expect(errors(readOptions('Gulf', {}, { jokers: '2' }))[0]).toBe('jokers: Gulf takes only deal');
  });
});

describe('every game refuses what it does not take', () => {
  it.each(GAME_IDS)('%s: an unknown option and an empty deal are both named', async (id) => {
    const p = await new Launcher(new Machine({ platforms: PLATFORMS })).prepare(id, { deal: ' ', colour: 'blue' });
    expect('error' in p && p.error.split('\n')).toEqual([expect.stringMatching(/^deal= /), expect.stringMatching(new RegExp(`^colour: ${GAMES[id].name.replace(/'/g, "'")} takes only deal`))]);
  });

  it('deal numbers ignore spaces and leading zeros', async () => {
    const p = await new Launcher(new Machine({ platforms: PLATFORMS })).prepare('gulf', { deal: ' 0042 ' });
    expect(p).toMatchObject({ id: 'gulf', opts: { deal: 42 } });
  });

  it('a bad game is named together with a bad deal', async () => {
    const p = await new Launcher(new Machine({ platforms: PLATFORMS })).prepare('chess', { deal: 'x' });
    expect('error' in p && p.error.split('\n')).toEqual([expect.stringMatching(/^game=chess/), expect.stringMatching(/^deal=x/)]);
  });

  it("King's Korner: freeSpaces= is an error, no longer 4", async () => {
    const p = await new Launcher(new Machine({ platforms: PLATFORMS })).prepare('kings-korner', { freeSpaces: '' });
    expect(p).toHaveProperty('error');
  });
});
