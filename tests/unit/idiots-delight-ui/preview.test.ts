// Writes /tmp/id-game-<platform>-<video>.png (a hand after six deals) to look at, and checks the
// terminal's placement in each mode.
import { it, expect } from 'vitest';
import { existsSync } from 'node:fs';
import { setup, press, png } from './helpers';
import { Terminal } from '../../../src/games/idiots-delight/terminal';

it('previews of the game screen in every mode', () => {
  for (const [platform, video] of [['st', 'pal'], ['amiga', 'pal'], ['amiga', 'ntsc']] as const) {
    const { m } = setup({ deal: 12345 }, { platform, video });
    press(m, 'Enter', 'Enter', 'Enter', 'Enter', 'Enter', 'Enter', '2');
    const path = `/tmp/id-game-${platform}-${video}.png`;
    png(m, path);
    expect(existsSync(path)).toBe(true);
    expect(Terminal.origin(m.fb)).toEqual({ x: 0, y: m.fb.height === 256 ? 28 : 0 });
  }
});
