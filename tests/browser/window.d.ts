/** The page's `window.retro` (src/main.ts sets it), typed for the code the specs run in the page. */
import type { RetroApi } from '../../src/automation';

declare global {
  interface Window {
    retro: RetroApi;
  }
}
