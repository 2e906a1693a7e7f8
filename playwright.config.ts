import { defineConfig } from '@playwright/test';

// PW_PORT / PW_DIST let several people test their own builds side by side.
const port = Number(process.env.PW_PORT || 4317);
const dist = process.env.PW_DIST || 'dist';
export default defineConfig({
  testDir: 'tests/browser',
  timeout: 60_000,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The quick tier (`npm test`) leaves out the repeats tagged @deep (tests/browser/tier.ts); DEEP=1 runs all.
  grepInvert: process.env.DEEP === '1' ? undefined : /@deep/,
  reporter: [['list'], ['json']],
  outputDir: process.env.PW_OUT || 'test-results/browser',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 1280, height: 860 },
    // Every visit would otherwise install the service worker, which fetches and stores the whole
    // build: offline.spec.ts, the one test of offline play, allows it again.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--enable-unsafe-swiftshader',
        '--autoplay-policy=no-user-gesture-required',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --outDir ${dist} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
