/**
 * What @pixi/sound's files import from 'pixi.js', by their parts: vite.config.ts sends their
 * `'pixi.js'` imports here, so pixi's index (every extension it registers) is not bundled for them.
 * Only the four names its files use (checked by tests/unit/sound/pixi-for-sound.test.ts).
 */
export { path } from 'pixi-lib/utils/path';
export { EventEmitter } from 'pixi-lib/utils/const';
export { Ticker } from 'pixi-lib/ticker/Ticker';
export { DOMAdapter } from 'pixi-lib/environment/adapter';
