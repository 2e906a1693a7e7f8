// `npm run lint`: typescript-eslint's type-checked recommended rules over the TypeScript sources.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// `npm test` sets LINT_TIER=quick: the tests and scripts get the rules that need no types (a third
// of lint's CPU on a two-core machine is typing the tests); `npm run lint` and `npm run test:deep`
// lint every file with the type-checked rules.
const QUICK = process.env.LINT_TIER === 'quick';
const PRODUCT = ['src/**/*.ts', 'server/**/*.ts', 'platforms/**/*.ts', 'assets/**/*.ts'];
const TESTS = ['tests/**/*.ts', 'scripts/*.ts'];

export default tseslint.config(
  { ignores: ['**/*.js', '**/*.mjs', '*.config.ts', 'dist/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: QUICK ? PRODUCT : [...PRODUCT, ...TESTS],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `const { dropped, ...rest } = x` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  ...(QUICK
    ? [
        {
          files: TESTS,
          extends: [js.configs.recommended, ...tseslint.configs.recommended],
          // A directive for a type-checked rule is used only in the full run.
          linterOptions: { reportUnusedDisableDirectives: 'off' },
          rules: {
            '@typescript-eslint/no-explicit-any': 'error',
            '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
          },
        },
      ]
    : []),
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
