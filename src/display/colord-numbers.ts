/**
 * What pixi's Color gets in place of @pixi/colord and its colour-name plugin (vite.config.ts sends
 * Color's two imports here): the display gives pixi colours as numbers only, which Color converts
 * itself; colord parses CSS strings and names (about 3.5 KB gzipped). A string given to pixi now
 * fails loudly ("Unable to convert color ...", tests/unit/display/colord-numbers.test.ts).
 */
const INVALID = { isValid: () => false, rgba: { r: 0, g: 0, b: 0, a: 1 } };

/** colord's plugin hook: no plugins. */
export function extend(): void {}

/** Every colour colord would parse is invalid here. */
export function colord(): typeof INVALID {
  return INVALID;
}

/** The names plugin, as a plugin that adds nothing. */
export default function names(): void {}
