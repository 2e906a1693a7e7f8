/**
 * What @pixi/sound's files import from 'pixi.js', by their parts: vite.config.ts sends their
 * `'pixi.js'` imports here, so pixi's index (every extension it registers) is not bundled for them.
 * Only the four names its files use (checked by tests/unit/sound/pixi-for-sound.test.ts).
 */
export { EventEmitter } from 'pixi-lib/utils/const';
// The one the painter's renderer uses too: add and remove, a frame at a time (src/display/ticker.ts).
export { Ticker } from '../display/ticker';
export { DOMAdapter } from 'pixi-lib/environment/adapter';

/**
 * Sound reads a file's extension when it is loaded from URLs, which the player never does (it
 * hands over rendered buffers): pixi's whole path helper (1.6 KB gzipped) for that one function.
 */
export const path = {
  extname: (url: string): string => /\.[^./?#]*(?=[?#]|$)/.exec(url.replace(/\\/g, '/'))?.[0] ?? '',
};
