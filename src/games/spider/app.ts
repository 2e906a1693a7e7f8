/** Placeholder until the game's screen lands. */
import type { GameModule } from '../registry';

export const gameModule: GameModule = {
  parseOptions: () => ({ error: 'not installed yet' }),
  create: () => {
    throw new Error('not installed yet');
  },
};
