import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

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

export default defineConfig({
  base: './',
  plugins: [noPixiExtras],
  resolve: {
    alias: { '@core': r('./src/core'), '@platforms': r('./platforms'), '@assets': r('./assets') },
  },
  build: { target: 'es2022', outDir: 'dist', assetsInlineLimit: 0, chunkSizeWarningLimit: 800 },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
