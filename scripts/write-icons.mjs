// `npm run icons`: writes the installed collection's icons (drawn by scripts/pwa-icons.ts from
// assets/icons.ts) into public/icons/, which the build copies and the manifest names.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { drawPwaIcons, pngOf } = (await runnerImport('/scripts/pwa-icons.ts', { root, logLevel: 'error', configFile: false })).module;
const dir = fileURLToPath(new URL('../public/icons/', import.meta.url));
mkdirSync(dir, { recursive: true });
for (const icon of drawPwaIcons()) {
  const png = pngOf(icon);
  writeFileSync(dir + icon.file, png);
  console.log(`public/icons/${icon.file}: ${icon.size} x ${icon.size}, ${png.length} bytes`);
}
