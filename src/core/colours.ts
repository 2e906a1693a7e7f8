/**
 * The one palette layout every screen of the collection uses (desktop and games), so that a
 * platform switch never remaps a game's pixels. Each platform gives its own RGB values for these
 * roles, snapped to its colour space. Pairs i / 15-i are complements, because the hardware's
 * XOR inversion (menus, "removed suits are inverted") maps index i to 15-i.
 */
export const C = {
  WHITE: 0,
  RED: 1,
  FELT: 2, // the card table
  YELLOW: 3,
  NAVY: 4, // card backs
  DARKRED: 5,
  LIGHTBLUE: 6,
  LIGHTGREY: 7,
  DARKGREY: 8,
  ORANGE: 9, // Workbench orange, skin of court portraits
  DARKFELT: 10, // shadow on the table
  CREAM: 11,
  BLUE: 12, // Workbench blue
  PINK: 13,
  CYAN: 14,
  BLACK: 15,
} as const;

export type ColourIndex = (typeof C)[keyof typeof C];
