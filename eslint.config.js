// `npm run lint`: typescript-eslint's type-checked recommended rules over the TypeScript sources.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/*.js', '**/*.mjs', '*.config.ts', 'dist/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['src/**/*.ts', 'server/**/*.ts', 'platforms/**/*.ts', 'assets/**/*.ts', 'tests/**/*.ts', 'scripts/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `const { dropped, ...rest } = x` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read JSON snapshots (the automation state(), stored records) field by field, and Vitest's
    // asymmetric matchers are typed `any`: typing each read is noise. no-explicit-any stays on.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
