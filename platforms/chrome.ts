/** Colour roles the menus and requesters draw with, in 16- and 4-colour modes. */
import { C } from '../src/core/colours';

export interface ChromeColours {
  paper: number;
  ink: number;
  dim: number;
  accent: number;
  /** The Workbench / desktop blue (Amiga requesters are blue boxes). */
  back: number;
}

export function chromeColours(colours: number): ChromeColours {
  if (colours <= 4) return { paper: 1, ink: 0, dim: 2, accent: 3, back: 0 };
  return { paper: C.WHITE, ink: C.BLACK, dim: C.LIGHTGREY, accent: C.ORANGE, back: C.BLUE };
}
