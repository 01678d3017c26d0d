// @ts-check
/**
 * ESLint for the TypeScript of src, worker, scripts, tests and the root configs, with type-aware rules
 * (typescript-eslint's recommendedTypeChecked over the project's tsconfig). Formatting is Prettier's
 * (eslint-config-prettier turns the overlapping rules off); .astro files are checked by `astro check`.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'dist/',
    '.astro/',
    '.wrangler/',
    '.cache/',
    'public/',
    'test-results/',
    'playwright-report/',
    'tests/bench/results/',
    'worker/marketplace/etsy-openapi.ts',
    'worker/worker-configuration.d.ts',
  ]),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A leading underscore names what is left out on purpose: `const { id: _id, ...rest } = row`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The root JavaScript configs are outside tsconfig's program; a second program for three files is not worth its time.
    files: ['*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly' } },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Islands render the prebuilt HTML first, then read location, storage or randomness once hydrated: a setState in a mount effect.
      'react-hooks/set-state-in-effect': 'off',
      // The hero machine writes its state onto the prebuilt box it is handed (outside React), where its frame and the e2e tests read it.
      'react-hooks/immutability': 'off',
      // No island is compiled by the React Compiler, so a hook it cannot memoise (TanStack Virtual's) costs nothing.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // Tests read answers as `any` and the assertion is the check; a wrong shape fails the test.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `expect(fake.method).toHaveBeenCalled()` passes a method unbound on purpose.
      '@typescript-eslint/unbound-method': 'off',
      // Fakes implement async interfaces (fetch, a token source) without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // Answers are checked by their contract schema, then read loosely (`readAnswer<T = any>`).
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // No console in shipped code: the Worker logs through worker/lib/log.ts (one JSON line, secrets
    // redacted), the browser through src/client/dev-log.ts (gone from production builds).
    files: ['worker/**', 'src/features/**', 'src/components/**', 'src/client/**'],
    ignores: ['worker/lib/log.ts', 'src/client/dev-log.ts'],
    rules: { 'no-console': 'error' },
  },
  prettier,
);
