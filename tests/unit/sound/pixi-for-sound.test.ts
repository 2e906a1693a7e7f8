import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as parts from '../../../src/sound/pixi-for-sound';

/** Every .mjs file of @pixi/sound's lib folder. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.mjs') ? [join(dir, e.name)] : []));
}

describe("@pixi/sound's imports from 'pixi.js' (vite.config.ts sends them to src/sound/pixi-for-sound.ts)", () => {
  it('every name any of its files imports is there, and defined', () => {
    const wanted = new Set<string>();
    for (const f of files('node_modules/@pixi/sound/lib')) {
      for (const m of readFileSync(f, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'pixi\.js'/g)) {
        for (const n of m[1]!.split(',')) wanted.add(n.trim().split(/\s+as\s+/)[0]!);
      }
    }
    // The four the player's parts use, and what the rest of the package uses.
    expect([...wanted]).toEqual(expect.arrayContaining(['path', 'EventEmitter', 'Ticker', 'DOMAdapter']));
    const have = parts as Record<string, unknown>;
    const missing = [...wanted].filter((n) => have[n] === undefined && !['CanvasSource', 'ExtensionType', 'LoaderParserPriority', 'extensions'].includes(n));
    expect(missing).toEqual([]);
  });

  it("the player's parts of the package import nothing else from pixi.js", () => {
    const used = ['Sound', 'SoundLibrary', 'instance', 'SoundSprite', 'Filterable', 'utils/supported', 'webaudio/WebAudioContext', 'webaudio/WebAudioInstance', 'webaudio/WebAudioMedia', 'webaudio/WebAudioNodes', 'webaudio/WebAudioUtils', 'htmlaudio/HTMLAudioContext', 'htmlaudio/HTMLAudioInstance', 'htmlaudio/HTMLAudioMedia'];
    const have = parts as Record<string, unknown>;
    for (const u of used) {
      const text = readFileSync(`node_modules/@pixi/sound/lib/${u}.mjs`, 'utf8');
      for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'pixi\.js'/g)) {
        for (const n of m[1]!.split(',')) expect(have[n.trim()], `${u} imports ${n.trim()}`).toBeDefined();
      }
    }
  });
});
