import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { dirname, relative, resolve, sep } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * pixi's browser and web-worker extras (events, accessibility, text, graphics...) are never loaded:
 * display.ts initialises the renderer with `skipExtensionImports`. Their dynamic imports resolve to
 * an empty module here, so the chunks are not shipped either (about 18 KB gzipped).
 */
const SKIPPED = '\0pixi-extras-skipped';
const noPixiExtras = {
  name: 'no-pixi-extras',
  enforce: 'pre' as const,
  resolveId(source: string, importer?: string) {
    const fromExt = importer !== undefined && /environment-(browser|webworker)[\\/](browser|webworker)Ext\.mjs$/.test(importer);
    return fromExt && /(browserAll|webworkerAll)\.mjs$/.test(source) ? SKIPPED : null;
  },
  load(id: string) {
    return id === SKIPPED ? 'export {};' : null;
  },
};

/**
 * @pixi/sound's files import four names from 'pixi.js' (path, EventEmitter, Ticker, DOMAdapter):
 * through pixi's index, which registers every extension pixi has (asset loaders, sprite sheets...).
 * Those imports go to src/sound/pixi-for-sound.ts, which takes the four from their own files. Its
 * HTML-audio fallback, which the player never sounds, goes to src/sound/no-html-audio.ts; its
 * Sound's sprites and file formats, for sounds the player never makes, to src/sound/buffers-only.ts.
 */
const soundPixiParts = {
  name: 'sound-pixi-parts',
  enforce: 'pre' as const,
  resolveId(source: string, importer?: string) {
    if (importer === undefined || !/[\\/]@pixi[\\/]sound[\\/]/.test(importer)) return null;
    if (source === 'pixi.js') return r('./src/sound/pixi-for-sound.ts');
    if (/[\\/]Sound\.mjs$/.test(importer) && /^\.\/(SoundSprite|utils\/supported)\.mjs$/.test(source)) return r('./src/sound/buffers-only.ts');
    return /htmlaudio\/HTMLAudio(Context|Media)\.mjs$/.test(source) ? r('./src/sound/no-html-audio.ts') : null;
  },
};

/**
 * pixi's Color parses CSS strings and colour names through @pixi/colord; the display gives it
 * numbers only, so Color's two colord imports go to src/display/colord-numbers.ts.
 */
const colordNumbers = {
  name: 'colord-numbers',
  enforce: 'pre' as const,
  resolveId(source: string, importer?: string) {
    const fromColor = importer !== undefined && /[\\/]pixi\.js[\\/]lib[\\/]color[\\/]Color\.mjs$/.test(importer);
    return fromColor && /^@pixi\/colord(\/plugins\/names)?$/.test(source) ? r('./src/display/colord-numbers.ts') : null;
  },
};

/**
 * The painter's pixi is WebGL only, with its own GLSL shaders and one buffer texture
 * (src/display/renderer.ts). pixi's own imports of parts only WebGPU, the batcher or other kinds
 * of texture use go to src/display/webgl-only.ts, and of its Ticker (of which the renderer's
 * scheduler and @pixi/sound use add and remove) to src/display/ticker.ts. Keyed by the imported
 * file, under pixi.js's lib folder.
 */
const PIXI_STAND_INS: Record<string, string> = {
  'rendering/renderers/gpu/shader/GpuProgram.mjs': './src/display/webgl-only.ts',
  'filters/defaults/passthrough/passthrough.wgsl.mjs': './src/display/webgl-only.ts',
  'rendering/renderers/gl/texture/uploaders/glUploadCompressedTextureResource.mjs': './src/display/webgl-only.ts',
  'rendering/renderers/gl/texture/uploaders/glUploadCubeTextureResource.mjs': './src/display/webgl-only.ts',
  'rendering/renderers/gl/texture/uploaders/glUploadVideoResource.mjs': './src/display/webgl-only.ts',
  'rendering/batcher/gl/utils/checkMaxIfStatementsInShader.mjs': './src/display/webgl-only.ts',
  'ticker/Ticker.mjs': './src/display/ticker.ts',
};
const PIXI_LIB = r('./node_modules/pixi.js/lib/');
const pixiStandIns = {
  name: 'pixi-stand-ins',
  enforce: 'pre' as const,
  resolveId(source: string, importer?: string) {
    if (importer === undefined || !source.startsWith('.') || !/[\\/]pixi\.js[\\/]lib[\\/]/.test(importer)) return null;
    const file = relative(PIXI_LIB, resolve(dirname(importer), source)).split(sep).join('/');
    const to = PIXI_STAND_INS[file];
    return to === undefined ? null : r(to);
  },
};

/**
 * A link that names a game (?game=spider) needs that game's chunk for its first frame, which the
 * page would only ask for once the main chunk has run: a round trip later, and on a phone's network
 * that is most of a second. A small inline script at the top of the page reads the link and asks
 * for the game's chunks at once (modulepreload), beside the main chunk.
 */
const gameModulePreload = {
  name: 'game-modulepreload',
  transformIndexHtml: {
    order: 'post' as const,
    handler(html: string, ctx: { bundle?: Record<string, { type: string; facadeModuleId?: string | null; imports?: string[]; isEntry?: boolean }> }) {
      const bundle = ctx.bundle;
      if (!bundle) return html;
      const chunks = Object.entries(bundle).filter(([, c]) => c.type === 'chunk');
      const entry = chunks.find(([, c]) => c.isEntry);
      const early = new Set<string>();
      const deps = (f: string, into: Set<string>) => {
        if (into.has(f)) return;
        into.add(f);
        for (const i of bundle[f]?.imports ?? []) deps(i, into);
      };
      if (entry) deps(entry[0], early);
      const games: Record<string, string[]> = {};
      for (const [file, c] of chunks) {
        const m = /[\\/]src[\\/]games[\\/]([\w-]+)[\\/]app\.ts$/.exec(c.facadeModuleId ?? '');
        if (!m) continue;
        const need = new Set<string>();
        deps(file, need);
        games[m[1]!] = [...need].filter((f) => !early.has(f)).map((f) => './' + f);
      }
      const script = `<script>(()=>{const g=(new URLSearchParams(location.search).get('game')||'').trim().toLowerCase();` +
        `for(const h of (${JSON.stringify(games)})[g]||[]){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}})()</script>`;
      return html.replace('<meta charset="utf-8">', '<meta charset="utf-8">\n' + script);
    },
  },
};

/**
 * The installable, offline collection: our own service worker (src/sw.ts; vite-plugin-pwa builds
 * it and writes the build's file list into it) precaches every file of the build on the first
 * visit, so every game, its solver worker and its sounds (synthesised by code) work with the
 * network gone. A new version waits until the player agrees in the page bar (src/pwa.ts) or the
 * collection is next started, never mid-game. The worker takes control of open pages when it
 * activates: on the first install (no version to replace), so the rest of that visit, solver
 * workers included, is served from the precache; an update activates only on the player's word or
 * at the next start.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  // src/pwa.ts registers the worker itself (the plugin's register would bring workbox-window).
  injectRegister: false,
  // The manifest's icons are for installing, which is done online: the browser fetches them then.
  includeManifestIcons: false,
  manifest: {
    id: './',
    name: "Retro Solitaire: Spider, King's Korner, Gulf and Idiot's Delight",
    short_name: 'Retro Solitaire',
    description: 'Solitaire games as they were on the Atari ST and the Amiga.',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: '#111111',
    theme_color: '#222222',
    categories: ['games'],
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*'],
    // The board's terminal (issue 34) is fetched when a board is called, which needs the network
    // anyway; the frame benchmark's hooks (src/bench.ts) only by `?bench=1`, which no player opens.
    // icons/ holds the home-screen and manifest icons, which the browser fetches (online) when the
    // collection is installed and a page never shows: kept out of the first visit's download. The
    // tab's favicon.ico stays in.
    globIgnores: ['manifest.webmanifest', 'sw.js', 'assets/board-call-*.js', 'assets/bench-*.js', 'icons/**'],
    // A classic script, as the worker is registered; the plugin's 'es' build also warns of a deprecated option.
    rollupFormat: 'iife',
    // The worker's own build (a second Vite build) says no more than the app's (`--logLevel warn`).
    buildPlugins: { vite: [{ name: 'sw-quiet', config: () => ({ logLevel: 'warn' }) }] },
  },
});

/**
 * Cross-origin isolation (every file is our own, so nothing is refused): it lets the page share
 * memory with the solver workers, whose searches then stop at once when a newer request replaces
 * them (src/solver/pool.ts). A host serving the build must send the same two headers; without
 * them a replaced search runs out its budget first.
 */
const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export default defineConfig({
  base: './',
  server: { headers: ISOLATED },
  preview: { headers: ISOLATED },
  plugins: [noPixiExtras, soundPixiParts, colordNumbers, pixiStandIns, gameModulePreload, pwa],
  resolve: {
    alias: { '@core': r('./src/core'), '@platforms': r('./platforms'), '@assets': r('./assets'), 'pixi-lib': r('./node_modules/pixi.js/lib'), 'pixi-sound-lib': r('./node_modules/@pixi/sound/lib') },
  },
  build: { target: 'es2022', outDir: 'dist', assetsInlineLimit: 0, chunkSizeWarningLimit: 800 },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    // pixi's files go through the plugins above in tests too (tests/unit/display/colord-numbers.test.ts).
    server: { deps: { inline: [/[\\/]pixi\.js[\\/]/] } },
    // Vitest's default is one worker less than the cores: one on this 2-core machine, while the
    // server tests mostly wait on boards, PostgreSQL and tmux.
    maxWorkers: 2,
    // `npm test` runs the unit files in shared threads without isolation (scripts/test-all.mjs): a
    // spy, a mock or a stubbed global is put back after every test, so none outlives its file.
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 60_000,
    // The door server's tests start boards (npm run bbs) and a PostgreSQL cluster before them.
    hookTimeout: 240_000,
  },
});
