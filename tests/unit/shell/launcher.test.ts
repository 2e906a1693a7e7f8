import { describe, expect, it, vi } from 'vitest';
import { Machine } from '../../../src/core/machine';
import { MemoryKV, Store } from '../../../src/core/storage';
import { Launcher } from '../../../src/shell/launcher';
import { PLATFORMS } from '../../../platforms';

function told(why: unknown): string[] {
  const m = new Machine({ platforms: PLATFORMS, platform: 'st', store: new Store(new MemoryKV()) });
  const lines: string[][] = [];
  m.alert = (spec) => {
    lines.push(spec.lines);
    return new Promise(() => {});
  };
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  new Launcher(m).showError(['Gulf could not start:'], why);
  quiet.mockRestore();
  return lines.flat();
}

describe('launcher errors, as the player reads them', () => {
  it("a game's code that could not be fetched is worded for the player, not the browser's text", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/cards-x.js', // Chromium
      'error loading dynamically imported module: http://127.0.0.1/assets/cards-x.js', // Firefox
      'Importing a module script failed.', // Safari
    ]) {
      const text = told(new TypeError(message)).join(' ');
      expect(text).toContain('could not be loaded');
      expect(text).toContain('network');
      expect(text).not.toMatch(/dynamically|module|http/i);
    }
  });

  it('other failures keep their own words', () => {
    expect(told(new Error('deal=x: not a number')).join(' ')).toContain('deal=x: not a number');
  });
});
