/// <reference types="vite/client" />
// `import.meta.env` (PROD drops code only Node and the tests need, such as the in-thread solver).
/// <reference types="vite-plugin-pwa/vanillajs" />
// `virtual:pwa-register` (src/pwa.ts).
