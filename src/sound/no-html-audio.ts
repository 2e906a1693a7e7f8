/**
 * @pixi/sound's HTML-audio fallback, for browsers without WebAudio, stands here in its place
 * (vite.config.ts sends the package's imports of it here): there the player sounds nothing
 * (src/sound/player.ts reads no context when `useLegacy`), so the fallback never plays. Its
 * library still makes one context at start and drops it when closed: that much is kept.
 * About 2 KB gzipped of the collection.
 */
export class HTMLAudioContext {
  destroy(): void {}
}

/** Made only for a sound of a library in fallback mode, which the player never asks for. */
export class HTMLAudioMedia {
  constructor() {
    throw new Error('No HTML-audio fallback (src/sound/no-html-audio.ts)');
  }
}
