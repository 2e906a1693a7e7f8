/**
 * Boot: read the preferences and the URL, build the machine and its display, show the desktop
 * (or resume the game that was running), wire the page bar, the input and `window.retro`.
 */
import { Machine, type Monitor } from './core/machine';
import { readOptions, type OptionSpecs } from './shell/options';
import { Display } from './core/display';
import { FrameLoop } from './core/frame-loop';
import { MemoryKV, Store } from './core/storage';
import { Desktop } from './desktop/desktop';
import { shown } from './core/params';
import { makeApi } from './automation';
import { createSoundPort } from './sound/port';
import type { GameId } from './games/registry';
import type { PlatformName, Video } from './core/platform';
import { Launcher, problemLines } from './shell/launcher';
import { WindowOwner } from './shell/owner';
import { DEFAULT_PREFS, PREFS, prefsChanger } from './shell/records';
import { wrap } from './shell/text';
import { installInput } from './input';
import { GAMES } from './games/registry';
import { registerServiceWorker } from './pwa';
import { onSolverFailure } from './solver/client';
import { PLATFORMS } from '../platforms';
import { installOutbox, linkBoard } from './shell/daily/here';

/** URL parameters the collection reads itself (with `game`); the rest are the game's options. */
const COLLECTION_OPTIONS: OptionSpecs = {
  platform: { kind: 'choice', values: ['st', 'amiga'] },
  video: { kind: 'choice', values: ['ntsc', 'pal'] },
  aids: { kind: 'choice', values: ['on', 'off'] },
  monitor: { kind: 'choice', values: ['sharp', 'crt'] },
};
const COLLECTION_PARAMS = new Set(['game', ...Object.keys(COLLECTION_OPTIONS)]);

/** The requester's text for a link's problems: every one named, up to what a requester holds. */
function urlProblemLines(errors: string[]): string[] {
  const MAX = 6;
  const lines = [errors.length === 1 ? 'Bad URL parameter:' : 'Bad URL parameters:'];
  for (const e of errors.slice(0, MAX)) lines.push(...wrap(e, 30));
  if (errors.length > MAX) lines.push(`... and ${errors.length - MAX} more`);
  return lines;
}

/** The records of this window alone (SESSION.INF), in the browser's per-window session storage. */
function windowStore(): Store {
  try {
    return new Store(globalThis.sessionStorage, null);
  } catch {
    return new Store(new MemoryKV(), null);
  }
}

async function boot() {
  const store = new Store();
  const prefs = store.read(PREFS) ?? { ...DEFAULT_PREFS };
  // PREFS.INF is shared by every window: this one writes only what it changes.
  const changePrefs = prefsChanger(store, { ...prefs });

  // URL parameters: every bad value is named in a requester, and the desktop is shown instead.
  const url = new URLSearchParams(location.search);
  const urlErrors: string[] = [];
  const chosen: Record<string, unknown> = {};
  for (const k of Object.keys(COLLECTION_OPTIONS)) if (url.has(k)) chosen[k] = url.get(k);
  const read = readOptions('The collection', COLLECTION_OPTIONS, chosen);
  if ('error' in read) urlErrors.push(...read.error.split('\n'));
  else {
    const o = read.options as Partial<{ platform: PlatformName; video: Video; aids: 'on' | 'off'; monitor: Monitor }>;
    if (o.platform) prefs.platform = o.platform;
    if (o.video) prefs.video = o.video;
    if (o.aids) prefs.aids = o.aids === 'on';
    if (o.monitor) prefs.monitor = o.monitor;
    // The link's choices stay chosen after the link is consumed (a reload must not change them).
    if (Object.keys(o).length) changePrefs(prefs);
  }

  const sound = createSoundPort(PLATFORMS[prefs.platform].soundChip);
  const m = new Machine({ platforms: PLATFORMS, platform: prefs.platform, video: prefs.video, store, sound });
  m.setSound(prefs.sound);
  m.setVolume(prefs.volume);
  m.setLed(prefs.led);
  m.setAids(prefs.aids);
  m.setMonitor(prefs.monitor);
  // Every store problem, from the first read on, is named in a requester the player sees.
  const told = new Set<string>();
  store.listen((p) => {
    const lines = problemLines(p, told);
    if (lines) void m.alert({ lines, buttons: ['OK'], icon: 'note', system: true });
  });
  // A solver that cannot start (its worker script failed to load) is named once a visit.
  let solverTold = false;
  onSolverFailure((why) => {
    if (solverTold) return;
    solverTold = true;
    console.error('solver:', why);
    void m.alert({ lines: ['The solver could not start:', 'no verdicts, hints or', 'winnable deals from it.', 'Reload the page to try', 'again.'], buttons: ['OK'], icon: 'stop', system: true });
  });
  const launcher = new Launcher(m, windowStore(), new WindowOwner(m));

  const host = document.getElementById('host')!;
  const display = new Display(m, host);
  await display.init();
  m.onModeChange = () => {
    // A text screen (the door): the page says to turn a phone held upright (index.html, #turn).
    document.body.classList.toggle('text-screen', m.app?.screen === 'text');
    display.rebuild();
  };

  // ---- page bar (wired before any game starts: a game may change a preference as it starts) ----
  const $ = (id: string) => document.getElementById(id) as HTMLButtonElement;
  const canvas = display.canvas;
  $('p-st').onclick = () => m.setPlatform('st' satisfies PlatformName);
  $('p-amiga').onclick = () => m.setPlatform('amiga' satisfies PlatformName);
  $('v-ntsc').onclick = () => m.setVideo('ntsc' satisfies Video);
  $('v-pal').onclick = () => m.setVideo('pal' satisfies Video);
  $('snd').onclick = () => m.setSound(!m.soundOn);
  $('aids').onclick = () => m.setAids(!m.aids);
  $('m-sharp').onclick = () => m.setMonitor('sharp');
  $('m-crt').onclick = () => m.setMonitor('crt');
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
  $('fold').onclick = () => {
    const open = document.getElementById('bar')!.classList.toggle('open');
    $('fold').setAttribute('aria-expanded', String(open));
  };
  const syncBar = () => {
    $('p-st').setAttribute('aria-pressed', String(m.platform.name === 'st'));
    $('p-amiga').setAttribute('aria-pressed', String(m.platform.name === 'amiga'));
    $('v-ntsc').setAttribute('aria-pressed', String(m.video === 'ntsc'));
    $('v-pal').setAttribute('aria-pressed', String(m.video === 'pal'));
    $('v-ntsc').disabled = $('v-pal').disabled = m.platform.name !== 'amiga';
    $('snd').textContent = `Sound: ${m.soundOn ? 'on' : 'off'}`;
    $('snd').setAttribute('aria-pressed', String(m.soundOn));
    vol.value = String(Math.round(m.volume * 100));
    $('aids').textContent = `Aids: ${m.aids ? 'on' : 'off'}`;
    $('aids').setAttribute('aria-pressed', String(m.aids));
    $('m-sharp').setAttribute('aria-pressed', String(m.monitor === 'sharp'));
    $('m-crt').setAttribute('aria-pressed', String(m.monitor === 'crt'));
  };
  m.onPrefsChange = (p) => {
    changePrefs(p);
    syncBar();
  };
  syncBar();
  registerServiceWorker(document.getElementById('sw-note')!, $('fold'));
  for (const id of ['p-st', 'p-amiga', 'v-ntsc', 'v-pal', 'm-sharp', 'm-crt', 'snd', 'aids', 'full']) $(id).addEventListener('mouseup', () => canvas.focus());

  // ---- games ----
  const desktop = (): Desktop =>
    new Desktop(m, (id) => {
      launcher.launch(id, { direct: false, resume: false }, 'desktop').catch((e: unknown) => launcher.showError([`${GAMES[id].name} could not start:`], e));
    });
  m.desktopFactory = () => {
    launcher.atDesktop();
    return desktop();
  };

  let firstFrame!: () => void;
  const ready = new Promise<void>((r) => (firstFrame = r));
  const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

  const apiLaunch = async (game: string, options: Record<string, unknown>) => {
    const p = await launcher.prepare(game, options);
    if ('error' in p) {
      launcher.showError([], p.error);
      throw new Error(p.error);
    }
    await launcher.launch(p.id, p.opts, 'api');
    m.frame(performance.now());
    display.present(true);
    await nextFrame();
  };

  // ---- input ----
  const syncTyping = installInput(m, display, host, (e) => {
    if (e.key === 'F9') m.setPlatform(m.platform.name === 'st' ? 'amiga' : 'st');
    else if (e.key === 'F10') m.setVideo(m.video === 'pal' ? 'ntsc' : 'pal');
    else if (e.key === 'F8') m.setSound(!m.soundOn);
    else if (e.key === 'F11') void toggleFull();
    else return false;
    return true;
  });

  (window as unknown as { retro: unknown }).retro = makeApi(m, display, ready, apiLaunch);
  // Daily games finished offline go to their boards now, and whenever the window is online again.
  installOutbox(m);
  if (url.get('bench') === '1') void import('./bench').then((b) => b.installBench(m, display));

  // The first app: a URL game, else the game that was running before a reload, else the desktop.
  // Input and the frame loop run already: the launch may ask the player ("Continue?") and wait.
  const startFirst = async () => {
    m.run(desktop());
    // `bbs=` alone names its program: Idiot's Delight calls that board (docs/bbs.md).
    const ug = url.has('game') ? url.get('game')!.trim().toLowerCase() : url.has('bbs') ? 'idiots-delight' : null;
    const raw: Record<string, unknown> = {};
    // A link's board: Idiot's Delight calls it (its own option); every program offers its daily deals.
    const linked = url.get('bbs');
    if (linked !== null && !linkBoard(linked) && ug !== 'idiots-delight') urlErrors.push(`${shown('bbs')}: not a board's address`);
    url.forEach((v, k) => {
      if (!COLLECTION_PARAMS.has(k) && (k !== 'bbs' || ug === 'idiots-delight')) raw[k] = v;
    });
    if (ug === null) for (const k of Object.keys(raw)) urlErrors.push(`${shown(k)}: a game's option; name the game with game=`);
    // The link's game is the first picture shown, or the question it asks first (src/core/display.ts).
    if (ug !== null) display.hold(true);
    try {
      await startLink(ug, raw);
    } finally {
      display.hold(false);
    }
    // A link's parameters start a game once: after that a reload resumes what is on screen.
    if (url.size > 0) history.replaceState(history.state, '', location.pathname + location.hash);
    if (urlErrors.length) void m.alert({ lines: urlProblemLines(urlErrors), buttons: ['OK'], icon: 'stop' });
  };
  /** The link's game (prepared and launched), else the game that was running before a reload. */
  const startLink = async (ug: string | null, raw: Record<string, unknown>) => {
    if (ug !== null) {
      // prepare() loads the game's code once ug is a game's id: a failure there is the game's, not the URL's.
      const p = await launcher.prepare(ug, raw).catch((e: unknown) => {
        launcher.showError([`${GAMES[ug as GameId].name} could not start:`], e);
        return null;
      });
      if (p !== null && 'error' in p) urlErrors.push(...p.error.split('\n'));
      else if (p !== null && urlErrors.length === 0) {
        let done = false;
        const launched = launcher
          .launch(p.id, p.opts, 'url')
          .catch((e: unknown) => launcher.showError([`${GAMES[p.id].name} could not start:`], e))
          .finally(() => (done = true));
        await Promise.race([launched, untilAsked(() => done)]);
      }
    } else if (urlErrors.length === 0) {
      await launcher.resumeSession().catch((e: unknown) => {
        m.quitToDesktop();
        launcher.showError(['The game could not be', 'resumed:'], e);
      });
    }
  };
  /**
   * Resolves once a requester waits for the player (the launch goes on after the answer), or the
   * launch is `over` (a look every frame until then, none after).
   */
  const untilAsked = (over: () => boolean) =>
    new Promise<void>((r) => {
      const look = () => (over() || m.requesters.length > 0 ? r() : requestAnimationFrame(look));
      look();
    });

  // ---- the frame loop (src/core/frame-loop.ts): every frame while anything changes ----
  const loop = new FrameLoop(
    (now) => {
      // While a link's game starts nothing is shown: the desktop under it is not drawn either.
      const changed = !display.holding && m.frame(now);
      const shown = display.present();
      syncTyping();
      return changed || shown || m.animating;
    },
    (now) => m.catchUp(now),
  );
  m.onWake = loop.wake;
  // Any input may change the screen: captured before the screen's own listeners see it.
  for (const type of ['keydown', 'keyup', 'pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'wheel', 'input', 'focusin', 'resize', 'visibilitychange'])
    window.addEventListener(type, loop.wake, { capture: true, passive: true });
  m.frame(performance.now());
  display.present(true);
  loop.wake();
  canvas.focus();

  // `retro.ready`: the first app is on screen (or asks its question), and one frame shows it.
  await startFirst().catch((e: unknown) => launcher.showError(['The collection could not', 'start its first program:'], e));
  m.frame(performance.now());
  display.present(true);
  await nextFrame();
  // The start-up bench (scripts/bench-start.mjs) reads when the first frame was shown (by the 2D
  // stand-in, or by the WebGL painter when the CRT waited for it) and when `retro.ready` resolved.
  performance.mark('retro-first-frame');
  // The WebGL painter takes over (src/core/display.ts); without it the 2D canvas goes on drawing.
  await display.upgrade().catch((e: unknown) => {
    console.error('display:', e);
    void m.alert({ lines: ['The display could not load', 'its WebGL painter: the', 'screen is drawn without', 'it (no CRT). Reload the', 'page to try again.'], buttons: ['OK'], icon: 'note', system: true });
  });
  m.frame(performance.now());
  display.present(true);
  await nextFrame();
  performance.mark('retro-ready');
  firstFrame();
}

boot().catch((e: unknown) => {
  const f = document.getElementById('fatal');
  if (f) {
    f.style.display = 'flex';
    f.textContent = 'The machine could not start:\n' + String((e as Error)?.stack ?? e);
  }
  console.error(e);
});
