import { it } from 'vitest';
import { setup, press, png } from './helpers';

it('writes previews', () => {
  for (const [platform, video] of [['st', 'pal'], ['amiga', 'pal'], ['amiga', 'ntsc']] as const) {
    const { m, app } = setup({ deal: 12345 }, { platform, video });
    press(m, 'Enter', 'Enter', 'Enter', 'Enter', 'Enter', 'Enter', '2');
    png(m, `/tmp/id-game-${platform}-${video}.png`);
    console.log(app.screenText());
  }
});
