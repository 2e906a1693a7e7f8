/**
 * Boot: read the preferences and the URL, build the machine and its display, show the desktop
 * (or resume the game that was running), wire the page bar, the input and `window.retro`.
 */
import { Machine, type Prefs } from './core/machine';
import { Display } from './core/display';
import { Store } from './core/storage';
import { Desktop } from './desktop/desktop';
import { GAMES, isGameId, type GameId, type LaunchOptions } from './games/registry';
import { parseDeal, shown } from './core/params';
import { makeApi } from './automation';
import { createSoundPort } from './sound/port';
import type { Button, KeyInput } from './core/app';
import type { PlatformName, Video } from '../platforms/types';
import { registerFiles } from './games/files';

const PREFS_V = 1;
function validPrefs(x: unknown): Prefs | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  if (o.platform !== 'st' && o.platform !== 'amiga') return null;
  if (o.video !== 'ntsc' && o.video !== 'pal') return null;
  if (typeof o.sound !== 'boolean') return null;
  const volume = typeof o.volume === 'number' && o.volume >= 0 && o.volume <= 1 ? o.volume : 0.8;
  return { platform: o.platform, video: o.video, sound: o.sound, volume, led: o.led === true };
}
const SESSION_V = 1;
function validSession(x: unknown): { game: GameId | null } | null {
  if (!x || typeof x !== 'object') return null;
  const g = (x as { game?: unknown }).game;
  return g === null || isGameId(g) ? { game: g } : null;
}

const RECORD_NAMES: Record<string, string> = {
  prefs: 'PREFS.INF',
  session: 'SESSION.INF',
  'spider.scr': 'SPIDER.SCR',
  'id.door': 'IDELIGHT.DAT',
  'save.idiots-delight': 'IDELIGHT.SAV',
  'save.spider': 'SPIDER.SAV',
  'save.kings-korner': 'KINGS.SAV',
  'save.gulf': 'GULF.SAV',
  'kk.stats': 'KINGS.STA',
  'gulf.scores': 'GULF.SCR',
  'gulf.prefs': 'GULF.INF',
};

async function boot() {
  const store = new Store();
  const problems: string[][] = [];
  store.onProblem = (p) => {
    const name = RECORD_NAMES[p.key] ?? p.key.toUpperCase();
    if (p.kind === 'corrupt') problems.push([`${name} was damaged.`, 'It has been reset; your other', 'records are safe.']);
    else if (p.kind === 'unavailable') problems.push(['Storage is not available:', 'you can play, but nothing', 'will be saved.']);
    else if (!problems.some((x) => x[0] === 'The disk is full:')) problems.push(['The disk is full:', 'your game goes on, but', 'it is not being saved.']);
  };
  const prefs = store.get('prefs', PREFS_V, validPrefs) ?? { platform: 'st', video: 'pal', sound: true, volume: 0.8, led: false };

  // URL parameters: every bad value is named in a requester, and the desktop is shown instead.
  const url = new URLSearchParams(location.search);
  const urlErrors: string[] = [];
  const up = url.get('platform');
  if (up !== null) {
    if (up === 'st' || up === 'amiga') prefs.platform = up;
    else urlErrors.push(`platform=${shown(up)}: use st or amiga`);
  }
  const uv = url.get('video');
  if (uv !== null) {
    if (uv === 'ntsc' || uv === 'pal') prefs.video = uv;
    else urlErrors.push(`video=${shown(uv)}: use ntsc or pal`);
  }

  const sound = createSoundPort();
  const m = new Machine({ platform: prefs.platform, video: prefs.video, store, sound });
  m.setSound(prefs.sound);
  m.setVolume(prefs.volume);
  m.setLed(prefs.led);
  m.onPrefsChange = (p) => {
    store.set('prefs', PREFS_V, p);
    syncBar();
  };
  registerFiles();

  const host = document.getElementById('host')!;
  const display = new Display(m, host);
  await display.init();
  m.onModeChange = () => display.rebuild();

  const launchGame = async (id: GameId, opts: LaunchOptions) => {
    const g = GAMES[id];
    if (!g.load) throw new Error(`${g.name} is not installed yet`);
    m.busy = true;
    try {
      const mod = await g.load();
      const app = mod.create(m, opts);
      m.run(app);
      store.set('session', SESSION_V, { game: id });
    } finally {
      m.busy = false;
    }
  };
  const desktop = (): Desktop =>
    new Desktop(m, (id) => {
      void launchGame(id, { direct: false, resume: false }).catch((e: unknown) => showError(String((e as Error).message ?? e)));
    });
  m.desktopFactory = () => {
    store.set('session', SESSION_V, { game: null });
    return desktop();
  };
  const showError = (text: string) => void m.alert({ lines: wrap(text, 30), buttons: ['OK'], icon: 'stop' });

  /** Parse options for `game` (URL strings or API values). */
  const prepare = async (game: unknown, raw: Record<string, unknown>): Promise<{ id: GameId; opts: LaunchOptions } | { error: string }> => {
    if (!isGameId(game)) return { error: `game=${shown(game)}: no such program` };
    const g = GAMES[game];
    const opts: LaunchOptions = { direct: true, resume: false };
    if (raw.deal !== undefined && raw.deal !== null) {
      const d = parseDeal(raw.deal);
      if ('error' in d) return { error: `deal=${shown(raw.deal)}: ${d.error}` };
      opts.deal = d.deal;
    }
    if (!g.load) return { error: `${g.name} is not installed yet` };
    const mod = await g.load();
    const rest = { ...raw };
    delete rest.deal;
    const parsed = mod.parseOptions(rest);
    if ('error' in parsed) return { error: parsed.error };
    Object.assign(opts, parsed.options);
    return { id: game, opts };
  };

  let firstFrame!: () => void;
  const ready = new Promise<void>((r) => (firstFrame = r));
  const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

  const apiLaunch = async (game: string, options: Record<string, unknown>) => {
    const p = await prepare(game, options);
    if ('error' in p) {
      showError(p.error);
      throw new Error(p.error);
    }
    await launchGame(p.id, p.opts);
    m.frame(performance.now());
    display.present(true);
    await nextFrame();
  };

  // The first app: a URL game, else the game that was running before a reload, else the desktop.
  m.run(desktop());
  const ug = url.get('game');
  if (ug !== null && urlErrors.length === 0) {
    const raw: Record<string, unknown> = {};
    url.forEach((v, k) => {
      if (k !== 'game' && k !== 'platform' && k !== 'video') raw[k] = v;
    });
    const p = await prepare(ug, raw);
    if ('error' in p) urlErrors.push(p.error);
    else await launchGame(p.id, p.opts).catch((e: unknown) => urlErrors.push(String((e as Error).message)));
  } else if (urlErrors.length === 0) {
    const session = store.get('session', SESSION_V, validSession);
    const g = session?.game ? GAMES[session.game] : null;
    if (g?.load) {
      const mod = await g.load();
      if (mod.hasSave?.(m)) await launchGame(g.id, { direct: true, resume: true }).catch(() => undefined);
    }
  }
  for (const e of urlErrors) void m.alert({ lines: ['Bad URL parameter:', ...wrap(e, 30)], buttons: ['OK'], icon: 'stop' });
  for (const pr of problems.splice(0)) void m.alert({ lines: pr, buttons: ['OK'], icon: 'note' });
  store.onProblem = (p) => {
    const name = RECORD_NAMES[p.key] ?? p.key.toUpperCase();
    if (p.kind === 'corrupt') void m.alert({ lines: [`${name} was damaged.`, 'It has been reset.'], buttons: ['OK'], icon: 'note' });
    else if (p.kind === 'full' && !warnedFull) {
      warnedFull = true;
      void m.alert({ lines: ['The disk is full:', 'your game goes on, but', 'it is not being saved.'], buttons: ['OK'], icon: 'note' });
    }
  };
  let warnedFull = false;

  // ---- input ----
  const canvas = display.canvas;
  canvas.tabIndex = 0;
  const btn = (e: PointerEvent | MouseEvent): Button | null => (e.button === 0 ? 'left' : e.button === 2 ? 'right' : null);
  canvas.addEventListener('pointerdown', (e) => {
    const b = btn(e);
    canvas.focus();
    if (!b) return;
    e.preventDefault();
    canvas.setPointerCapture?.(e.pointerId);
    m.pointerDown(display.toScreen(e.clientX, e.clientY), b, e.timeStamp);
  });
  canvas.addEventListener('pointerup', (e) => {
    const b = btn(e);
    if (!b) return;
    e.preventDefault();
    m.pointerUp(display.toScreen(e.clientX, e.clientY), b);
  });
  canvas.addEventListener('pointermove', (e) => m.pointerMove(display.toScreen(e.clientX, e.clientY)));
  canvas.addEventListener('pointerleave', () => {
    m.pointer = { x: -1, y: -1 };
  });
  // The browser's menu never opens over the screen: the right button belongs to the machine.
  host.addEventListener('contextmenu', (e) => e.preventDefault());
  window.addEventListener('keydown', (e) => {
    if ((e.target as HTMLElement | null)?.closest?.('#bar') && (e.key === 'Enter' || e.key === ' ')) return;
    if (e.key === 'F9') m.setPlatform(m.platform.name === 'st' ? 'amiga' : 'st');
    else if (e.key === 'F10') m.setVideo(m.video === 'pal' ? 'ntsc' : 'pal');
    else if (e.key === 'F8') m.setSound(!m.soundOn);
    else if (e.key === 'F11') void toggleFull();
    else {
      const k: KeyInput = { key: e.key, code: e.code, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey, alt: e.altKey };
      m.key(k);
      // Keep the browser's own shortcuts out of the way while a game has the keyboard.
      if (!(e.ctrlKey && ['r', 'R', 'c', 'v', 'l', 't', 'w'].includes(e.key)) && e.key !== 'F5' && e.key !== 'F12') e.preventDefault();
      return;
    }
    e.preventDefault();
  });

  // ---- page bar ----
  const $ = (id: string) => document.getElementById(id) as HTMLButtonElement;
  const setPlat = (p: PlatformName) => m.setPlatform(p);
  const setVid = (v: Video) => m.setVideo(v);
  $('p-st').onclick = () => setPlat('st');
  $('p-amiga').onclick = () => setPlat('amiga');
  $('v-ntsc').onclick = () => setVid('ntsc');
  $('v-pal').onclick = () => setVid('pal');
  $('snd').onclick = () => m.setSound(!m.soundOn);
  const vol = document.getElementById('vol') as HTMLInputElement;
  vol.oninput = () => m.setVolume(Number(vol.value) / 100);
  const toggleFull = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await host.requestFullscreen();
    } catch {
      /* fullscreen refused by the browser: nothing to do */
    }
  };
  $('full').onclick = () => void toggleFull();
  function syncBar() {
    $('p-st').setAttribute('aria-pressed', String(m.platform.name === 'st'));
    $('p-amiga').setAttribute('aria-pressed', String(m.platform.name === 'amiga'));
    $('v-ntsc').setAttribute('aria-pressed', String(m.video === 'ntsc'));
    $('v-pal').setAttribute('aria-pressed', String(m.video === 'pal'));
    $('v-ntsc').disabled = $('v-pal').disabled = m.platform.name !== 'amiga';
    $('snd').textContent = `Sound: ${m.soundOn ? 'on' : 'off'}`;
    $('snd').setAttribute('aria-pressed', String(m.soundOn));
    (document.getElementById('vol') as HTMLInputElement).value = String(Math.round(m.volume * 100));
  }
  syncBar();
  for (const id of ['p-st', 'p-amiga', 'v-ntsc', 'v-pal', 'snd', 'full']) $(id).addEventListener('mouseup', () => canvas.focus());

  (window as unknown as { retro: unknown }).retro = makeApi(m, display, ready, apiLaunch);
  if (url.get('bench') === '1') void import('./bench').then((b) => b.installBench(m, display));

  // ---- the frame loop ----
  const loop = (now: number) => {
    m.frame(now);
    display.present();
    requestAnimationFrame(loop);
  };
  m.frame(performance.now());
  display.present(true);
  requestAnimationFrame((t) => {
    loop(t);
    firstFrame();
  });
  canvas.focus();
}

/** Break a text into lines of at most `n` characters, at spaces where possible. */
export function wrap(text: string, n: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(/\s+/)) {
    let word = w;
    while (word.length > n) {
      if (line) out.push(line);
      out.push(word.slice(0, n));
      word = word.slice(n);
      line = '';
    }
    if ((line + ' ' + word).trim().length > n) {
      out.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) out.push(line);
  return out.slice(0, 5);
}

boot().catch((e: unknown) => {
  const f = document.getElementById('fatal');
  if (f) {
    f.style.display = 'flex';
    f.textContent = 'The machine could not start:\n' + String((e as Error)?.stack ?? e);
  }
  console.error(e);
});
