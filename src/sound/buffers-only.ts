/**
 * @pixi/sound's parts for sounds the player never makes, in their place (vite.config.ts sends
 * its Sound's imports of them here): the player plays whole buffers rendered in code (player.ts).
 * - Sprites (named parts of one sound): none.
 * - The file formats the browser plays (the package tests them with an <audio> element when
 *   loaded), read only to choose among several URLs for one sound: no sound is a file here, and
 *   a list of URLs is refused ("No supported file type found").
 */
export class SoundSprite {
  constructor() {
    throw new Error('No sound sprites (src/sound/buffers-only.ts)');
  }
}

export const supported: Record<string, boolean> = {};
export const extensions: string[] = [];
