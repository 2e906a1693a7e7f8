import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSoundPlayer, type SoundName } from '../../../src/sound/player';
import { renderSound } from '../../../src/sound/render';
import { YM2149 } from '../../../platforms/st/sound';
import { PAULA } from '../../../platforms/amiga/sound';

// A stand-in for @pixi/sound and the WebAudio objects it hands out, so the browser path can run
// under Node. Only what the player touches is modelled.
const fake = vi.hoisted(() => {
  class FakeBuffer {
    readonly channels: Float32Array[];
    constructor(n: number, readonly length: number, readonly sampleRate: number) {
      this.channels = Array.from({ length: n }, () => new Float32Array(length));
    }
    getChannelData(i: number): Float32Array {
      return this.channels[i]!;
    }
  }
  const ctx = {
    sampleRate: 48000,
    state: 'suspended',
    resume: (): Promise<void> => {
      ctx.state = 'running';
      return Promise.resolve();
    },
    createBuffer: (n: number, len: number, sr: number) => new FakeBuffer(n, len, sr),
  };
  class WebAudioContext {
    compressor = { threshold: { value: -24 }, ratio: { value: 12 } };
    get audioContext() {
      return ctx;
    }
  }
  interface FakeSound {
    source: FakeBuffer;
    volume: number;
    plays: number;
    stops: number;
    play(): object;
    stop(): void;
  }
  const created: FakeSound[] = [];
  const library = { useLegacy: false, context: new WebAudioContext() };
  const Sound = {
    from(opts: { source: FakeBuffer; volume?: number }): FakeSound {
      const s: FakeSound = {
        source: opts.source,
        volume: opts.volume ?? 1,
        plays: 0,
        stops: 0,
        play() {
          this.plays++;
          return {};
        },
        stop() {
          this.stops++;
        },
      };
      created.push(s);
      return s;
    },
  };
  return { ctx, created, library, Sound, WebAudioContext, FakeBuffer };
});

vi.mock('../../../src/sound/pixi-sound', () => ({
  Sound: fake.Sound,
  sound: fake.library,
  webaudio: { WebAudioContext: fake.WebAudioContext },
}));

const settle = async (): Promise<void> => {
  for (let i = 0; i < 40; i++) await new Promise((r) => setTimeout(r, 0));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sound player without audio (Node)', () => {
  it('never throws, reports "none", and calls onPlay only while enabled', async () => {
    const p = createSoundPlayer(YM2149);
    const heard: SoundName[] = [];
    p.onPlay = (n) => heard.push(n);
    expect(() => {
      p.unlock();
      p.setChip(PAULA);
      p.setVideo('ntsc');
      p.setLedFilter(true);
      p.setVolume(0.5);
      p.play('move');
      p.setEnabled(false);
      p.play('win');
      p.setEnabled(true);
      p.play('bell');
    }).not.toThrow();
    await settle();
    expect(heard).toEqual(['move', 'bell']);
    expect(p.contextState).toBe('none');
    expect(fake.created.length).toBe(0);
  });

  it('an unknown name is reported but not played', async () => {
    vi.stubGlobal('window', { AudioContext: function AudioContext() {} });
    const p = createSoundPlayer(YM2149);
    const heard: string[] = [];
    p.onPlay = (n) => heard.push(n);
    const before = fake.created.length;
    expect(() => p.play('nonsense' as SoundName)).not.toThrow();
    await settle();
    expect(heard).toEqual(['nonsense']);
    expect(fake.created.length).toBe(before);
  });

  it('a throwing onPlay listener does not escape play()', () => {
    const p = createSoundPlayer(YM2149);
    p.onPlay = () => {
      throw new Error('listener');
    };
    expect(() => p.play('error')).not.toThrow();
  });
});

describe('sound player with a (fake) AudioContext', () => {
  it('loads on the first gesture, plays the request made while loading, caches buffers per voice and unlocks', async () => {
    vi.stubGlobal('window', { AudioContext: function AudioContext() {} });
    const base = fake.created.length;
    const p = createSoundPlayer(YM2149);
    expect(p.contextState).toBe('none'); // nothing loaded before the first gesture
    // A sound before the first gesture is reported, not loaded or sounded.
    const heard: string[] = [];
    p.onPlay = (n) => heard.push(n);
    p.play('deal');
    await settle();
    expect(heard).toEqual(['deal']);
    expect(p.contextState).toBe('none');
    expect(fake.created.length).toBe(base);
    // The first gesture loads the library; a sound asked for while it loads is played once ready.
    p.unlock();
    p.play('move');
    await settle();
    const first = fake.created[base]!;
    expect(first.plays).toBe(1);
    // The buffer holds exactly renderSound's samples, de-interleaved, at the context's rate.
    const want = renderSound('move', YM2149, 48000);
    expect(first.source.length).toBe(want.length / 2);
    expect(first.source.getChannelData(0)[1000]).toBe(want[2000]);
    expect(first.source.getChannelData(1)[1001]).toBe(want[2003]);
    // The compressor was made transparent.
    expect(fake.library.context.compressor.ratio.value).toBe(1);
    // Prewarm renders the rest of this voice; replaying reuses the cached sound.
    await settle();
    const stCount = fake.created.length;
    expect(stCount - base).toBe(10);
    p.play('move');
    expect(fake.created.length).toBe(stCount);
    expect(first.plays).toBe(2);
    // A new sound replaces the one playing (one chip).
    const stopsBefore = first.stops;
    p.play('win');
    expect(first.stops).toBe(stopsBefore + 1);
    // Switching voice renders new buffers.
    p.setChip(PAULA);
    p.play('move');
    expect(fake.created.length).toBe(stCount + 1);
    // Loading already asked the context to resume; a context suspended again (autoplay policy,
    // tab blur) is resumed by unlock().
    expect(p.contextState).toBe('running');
    fake.ctx.state = 'suspended';
    expect(p.contextState).toBe('suspended');
    p.unlock();
    await settle();
    expect(p.contextState).toBe('running');
    // Volume reaches the cached sounds; disabling stops them and stays silent.
    p.setVolume(0.25);
    expect(first.volume).toBe(0.25);
    p.setEnabled(false);
    expect(first.stops).toBeGreaterThan(0);
    const plays = first.plays;
    p.setChip(YM2149);
    p.play('move');
    expect(first.plays).toBe(plays);
  });
});
