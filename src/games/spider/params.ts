/** Spider's launch options from a link or `retro.launch`: rules and suits (the deal is the shell's). */
import type { OptionSpecs } from '../../shell/options';

export const SPIDER_OPTIONS: OptionSpecs = {
  rules: { kind: 'choice', values: ['st', 'gnome'] },
  suits: { kind: 'choice', values: [1, 2, 4] },
};
