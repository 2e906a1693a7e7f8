/**
 * Plays the rendered chip sounds through @pixi/sound (v6, WebAudio).
 *
 * Each sound is rendered once per chip setting (renderSound at the AudioContext's rate), put
 * into an AudioBuffer and wrapped with `Sound.from({ source, preload: true })`; later plays reuse
 * it. @pixi/sound creates its AudioContext when the module loads, so it (its parts, pixi-sound.ts)
 * is imported on the first unlock() (the first gesture), and never where there is no AudioContext
 * (Node, old browsers): then the player does nothing but still reports through onPlay. A play()
 * before the first gesture is reported and not sounded: a browser keeps a context made without a
 * gesture suspended, and would sound it, stale, at the gesture; and a link's first frame then
 * neither fetches the sound chunk nor renders a sound (issue 35).
 */
import type { Sound as PixiSound, SoundLibrary } from './pixi-sound';
import { renderSound } from './render';
import { SOUND_NAMES, type SoundChip, type SoundName } from './types';
import type { Video } from '../core/video';

export type { SoundName } from './types';

export interface SoundPlayer {
  /** Call on the first pointerdown/keydown; resumes the AudioContext. */
  unlock(): void;
  /** The machine's sound chip (`Platform.soundChip`). */
  setChip(chip: SoundChip): void;
  /** Paula clock (PAL 3,546,895 Hz / NTSC 3,579,545 Hz); affects the Amiga voice only. */
  setVideo(v: 'pal' | 'ntsc'): void;
  setEnabled(on: boolean): void;
  /** 0..1 */
  setVolume(v: number): void;
  setLedFilter(on: boolean): void;
  /** Plays a sound; onPlay(name) is called for every request made while sound is enabled. */
  play(name: SoundName): void;
  onPlay: ((name: SoundName) => void) | null;
  /** 'running' | 'suspended' | 'closed' | 'interrupted' from the AudioContext, or 'none'. */
  readonly contextState: string;
}

type PixiModule = typeof import('./pixi-sound');

/** True for the names play() can sound (callers holding a plain string can check first). */
export function isSoundName(name: unknown): name is SoundName {
  return typeof name === 'string' && (SOUND_NAMES as readonly string[]).includes(name);
}

/** Order in which sounds are rendered ahead of time: the frequent ones first. */
const PREWARM: readonly SoundName[] = ['move', 'error', 'bell', 'click', 'deal', 'suit', 'beep', 'win', 'lose', 'title'];

function audioContextAvailable(): boolean {
  if (typeof window === 'undefined') return false;
  const w = window as unknown as { AudioContext?: unknown; webkitAudioContext?: unknown };
  return typeof w.AudioContext === 'function' || typeof w.webkitAudioContext === 'function';
}

/** `first`: the chip to sound until `setChip` (the starting machine's `Platform.soundChip`). */
export function createSoundPlayer(first: SoundChip): SoundPlayer {
  let chip: SoundChip = first;
  let video: Video = 'pal';
  let led = false;
  let enabled = true;
  let volume = 1;
  let mod: PixiModule | null = null;
  let lib: SoundLibrary | null = null;
  let loading = false;
  let failed = false;
  /** The first gesture came (unlock()): until then nothing is loaded or sounded. */
  let unlocked = false;
  let pending: SoundName | null = null;
  let prewarmQueue: SoundName[] = [];
  const cache = new Map<string, PixiSound>();
  let current: PixiSound | null = null;

  const context = (): AudioContext | null => {
    try {
      if (!lib || lib.useLegacy) return null;
      return lib.context.audioContext ?? null;
    } catch {
      return null;
    }
  };

  const keyOf = (name: SoundName): string => `${chip.key(video, led)}/${name}`;

  const soundFor = (name: SoundName): PixiSound | null => {
    const ctx = context();
    if (!ctx || !mod) return null;
    const key = keyOf(name);
    let s = cache.get(key);
    if (!s) {
      const data = renderSound(name, chip, ctx.sampleRate, video, led);
      const frames = data.length >> 1;
      const buf = ctx.createBuffer(2, Math.max(1, frames), ctx.sampleRate);
      for (let ch = 0; ch < 2; ch++) {
        const dst = buf.getChannelData(ch);
        for (let i = 0; i < frames; i++) dst[i] = data[2 * i + ch]!;
      }
      s = mod.Sound.from({ source: buf, preload: true, volume });
      cache.set(key, s);
    }
    return s;
  };

  const playNow = (name: SoundName): void => {
    try {
      const s = soundFor(name);
      if (!s) return;
      // One chip, one sound: a new sound replaces the one playing, as on the machines (and
      // rapid automatic moves do not pile up into a loud smear).
      if (current) current.stop();
      current = s;
      void Promise.resolve(s.play()).catch(() => undefined);
    } catch {
      // Audio failing must never break the game.
    }
  };

  const schedule = (fn: () => void): void => {
    const w = globalThis as unknown as { requestIdleCallback?: (cb: () => void) => void };
    if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(fn);
    else setTimeout(fn, 0);
  };

  /** Renders the current voice's sounds in idle time, one per callback. */
  const prewarm = (): void => {
    if (!context()) return;
    const start = prewarmQueue.length === 0;
    prewarmQueue = [...PREWARM];
    if (!start) return;
    const step = (): void => {
      const name = prewarmQueue.shift();
      if (!name) return;
      try {
        soundFor(name);
      } catch {
        prewarmQueue = [];
        return;
      }
      schedule(step);
    };
    schedule(step);
  };

  const load = (): void => {
    if (mod || loading || failed) return;
    if (!audioContextAvailable()) {
      failed = true;
      return;
    }
    loading = true;
    import('./pixi-sound')
      .then((m) => {
        mod = m;
        lib = m.sound;
        loading = false;
        const ctx = context();
        if (!ctx) {
          failed = true;
          return;
        }
        // The library routes everything through a DynamicsCompressor; make it transparent so
        // the chip output is not pumped.
        if (lib.context instanceof m.webaudio.WebAudioContext) {
          lib.context.compressor.threshold.value = 0;
          lib.context.compressor.ratio.value = 1;
        }
        if (ctx.state !== 'running') void ctx.resume().catch(() => undefined);
        if (pending && enabled) playNow(pending);
        pending = null;
        prewarm();
      })
      .catch(() => {
        loading = false;
        failed = true;
      });
  };

  const settingsChanged = (): void => {
    if (mod) prewarm();
  };

  const player: SoundPlayer = {
    onPlay: null,
    unlock(): void {
      unlocked = true;
      load();
      const ctx = context();
      if (ctx && ctx.state !== 'running') void ctx.resume().catch(() => undefined);
    },
    setChip(c): void {
      if (c !== chip) {
        chip = c;
        settingsChanged();
      }
    },
    setVideo(v): void {
      if (v !== 'pal' && v !== 'ntsc') return;
      const before = chip.key(video, led);
      video = v;
      if (chip.key(video, led) !== before) settingsChanged();
    },
    setEnabled(on): void {
      enabled = !!on;
      if (!enabled) {
        pending = null;
        for (const s of cache.values()) {
          try {
            s.stop();
          } catch {
            // ignore
          }
        }
      }
    },
    setVolume(v): void {
      volume = Number.isFinite(v) ? Math.max(0, Math.min(1, v)) : volume;
      for (const s of cache.values()) s.volume = volume;
    },
    setLedFilter(on): void {
      const before = chip.key(video, led);
      led = !!on;
      if (chip.key(video, led) !== before) settingsChanged();
    },
    play(name): void {
      if (!enabled) return;
      try {
        player.onPlay?.(name);
      } catch {
        // a faulty listener must not stop the sound
      }
      // Callers typed with plain strings may pass anything: report it, sound only known names.
      if (!isSoundName(name)) return;
      if (mod) playNow(name);
      else if (!failed && unlocked) {
        pending = name;
        load();
      }
    },
    get contextState(): string {
      const ctx = context();
      return ctx ? ctx.state : 'none';
    },
  };
  return player;
}
