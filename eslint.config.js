// `npm run lint`: typescript-eslint's type-checked recommended rules over the TypeScript sources.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/*.js', '**/*.mjs', '*.config.ts', 'dist/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['src/**/*.ts', 'platforms/**/*.ts', 'assets/**/*.ts', 'tests/**/*.ts', 'scripts/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
);
