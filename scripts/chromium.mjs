// Finds a Chromium for the browser tests: $CHROMIUM_PATH, /usr/bin/chromium, or Playwright's own.
// Where none exists and we are root with apt-get, installs Debian's `chromium`; else says what to install.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function findChromium({ install = true } = {}) {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  try {
    const { chromium } = require('playwright-core');
    const p = chromium.executablePath();
    if (p && existsSync(p)) return p;
  } catch {
    /* no Playwright browser */
  }
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (install && root && hasApt) {
    console.log('No Chromium found: installing Debian\'s chromium with apt-get...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('No Chromium found: install Debian\'s "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(2);
}
