/**
 * Colour spaces, named for their bits per channel: `rgb333` (the ST's, v * 255 / 7) and `rgb444`
 * (the Amiga's, v * 17). Every palette entry the framebuffer holds is snapped into its platform's
 * space (`Platform.colourSpace`).
 * Colours are written 0xRRGGBB, hardware registers $RGB as the manuals do.
 */
export type ColourSpace = 'rgb333' | 'rgb444';

const LEVELS_3 = [0, 36, 73, 109, 146, 182, 219, 255];
/** Each space's levels per channel, darkest first. */
const LEVELS: Record<ColourSpace, readonly number[]> = { rgb333: LEVELS_3, rgb444: Array.from({ length: 16 }, (_, i) => i * 17) };

function snapChannel(v: number, space: ColourSpace): number {
  const c = Math.max(0, Math.min(255, Math.round(v)));
  const levels = LEVELS[space];
  return levels[Math.round((c * (levels.length - 1)) / 255)]!;
}

/** The nearest colour of `space` to an arbitrary 0xRRGGBB. */
export function snap(rgb: number, space: ColourSpace): number {
  const r = snapChannel((rgb >> 16) & 255, space);
  const g = snapChannel((rgb >> 8) & 255, space);
  const b = snapChannel(rgb & 255, space);
  return (r << 16) | (g << 8) | b;
}

export function inSpace(rgb: number, space: ColourSpace): boolean {
  return snap(rgb, space) === (rgb & 0xffffff);
}

/** An ST register value $RGB (0..7 each) as 0xRRGGBB. */
export function stRegister(reg: number): number {
  return (LEVELS_3[(reg >> 8) & 7]! << 16) | (LEVELS_3[(reg >> 4) & 7]! << 8) | LEVELS_3[reg & 7]!;
}

/** An Amiga register value $RGB (0..15 each) as 0xRRGGBB. */
export function amigaRegister(reg: number): number {
  return ((((reg >> 8) & 15) * 17) << 16) | ((((reg >> 4) & 15) * 17) << 8) | ((reg & 15) * 17);
}
