// The layering, checked on every `npm test` (`npm run deps`): docs/architecture.md describes it.
// Type-only imports count: a circle through types still ties two modules' meanings together.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circle',
      severity: 'error',
      comment: 'No import circle, type-only imports counted: a module that needs its caller takes a port it declares.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'games-not-platforms',
      severity: 'error',
      comment: 'A game asks the Platform (src/core/platform.ts) for behaviour and never imports a machine.',
      from: { path: '^src/games/' },
      to: { path: '^platforms/' },
    },
    {
      name: 'core-not-platforms',
      severity: 'error',
      comment: 'platforms/ depends on core, never the reverse: the Platform interface lives in src/core.',
      from: { path: '^src/(core|art|sound|display|shell|desktop|solver)/' },
      to: { path: '^platforms/' },
    },
    {
      name: 'browser-not-board',
      severity: 'error',
      comment: "The browser never depends on the board: what both use (the door's rules, screens, the ANSI-BBS writer and reader) lives in src/.",
      from: { path: '^(src|platforms|assets)/' },
      to: { path: '^server/' },
    },
    {
      name: 'app-only-from-registry',
      severity: 'error',
      comment: "Nothing imports a game's app.ts but the registry's lazy load: its modules take ports.",
      from: { path: '^(src|server|platforms|assets)/', pathNot: '^src/games/registry\\.ts$' },
      to: { path: '^src/games/[^/]+/app\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
