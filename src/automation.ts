/**
 * `window.retro`: the automation contract (docs/automation.md). It only reads and launches;
 * tests play with real mouse and keyboard input at the coordinates `locate` gives.
 */
import { workersCreated } from './solver/client';
import type { Machine } from './core/machine';
import type { Display } from './core/display';
import type { RetroEvent } from './core/events';
import type { PlatformName, Video } from './core/platform';
import { verify, type Verdict } from './core/log';
import { LOG_RULES } from './games/logs';

export interface RetroApi {
  ready: Promise<void>;
  launch(game: string, options?: Record<string, unknown>): Promise<void>;
  setPlatform(p: PlatformName): void;
  setVideo(v: Video): void;
  readonly platform: PlatformName;
  readonly video: Video;
  state(): unknown;
  /** The running game's log as JSON (src/core/log.ts), null on the desktop. */
  log(): unknown;
  /** Whether a log (any game's) is a game these rules play: `{ ok: true, score, status, aided }` (aided: it has an `aid` entry) or `{ ok: false, move, reason }`. */
  verify(log: unknown): Verdict;
  /** Pixels as colour registers, palette in register order; `pens[pen]` is the register showing a pen of src/core/colours.ts. */
  screen(): { width: number; height: number; palette: number[]; pixels: string; pens: number[] };
  locate(target: string): { x: number; y: number } | null;
  events(): RetroEvent[];
  /** Beyond the contract: the audio context's state ('running' | 'suspended' | 'none'). */
  readonly audio: string;
  /** Solver Workers started so far in this visit (none while Aids are off). */
  readonly workers: number;
  /** The Aids preference. */
  readonly aids: boolean;
}

export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export function makeApi(
  m: Machine,
  d: Display,
  ready: Promise<void>,
  launch: (game: string, options: Record<string, unknown>) => Promise<void>,
): RetroApi {
  /** Bring the screen up to date so reads never see a stale frame. */
  const flush = () => {
    m.frame(performance.now());
  };
  return {
    ready,
    launch: (game, options = {}) => launch(game, options),
    setPlatform(p) {
      if (p !== 'st' && p !== 'amiga') throw new Error(`platform must be 'st' or 'amiga'`);
      m.setPlatform(p);
      flush();
      d.present(true);
    },
    setVideo(v) {
      if (v !== 'ntsc' && v !== 'pal') throw new Error(`video must be 'ntsc' or 'pal'`);
      m.setVideo(v);
      flush();
      d.present(true);
    },
    get platform() {
      return m.platform.name;
    },
    get video() {
      return m.video;
    },
    state() {
      flush();
      return JSON.parse(JSON.stringify(m.state() ?? null)) as unknown;
    },
    log() {
      flush();
      return JSON.parse(JSON.stringify(m.log() ?? null)) as unknown;
    },
    verify: (log) => verify(JSON.parse(JSON.stringify(log ?? null)) as unknown, LOG_RULES),
    screen() {
      flush();
      const r = m.registers();
      return { width: m.fb.width, height: m.fb.height, palette: r.palette, pixels: toBase64(r.pixels), pens: r.pens };
    },
    locate(target) {
      flush();
      const p = m.locate(target);
      if (!p || p.x < 0 || p.y < 0 || p.x >= m.fb.width || p.y >= m.fb.height) return null;
      return d.toPage(p);
    },
    events: () => m.takeEvents(),
    get workers() {
      return workersCreated();
    },
    get aids() {
      return m.aids;
    },
    get audio() {
      return m.sound.contextState;
    },
  };
}
