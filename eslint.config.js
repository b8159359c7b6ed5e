import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { appBoundaries } from './scripts/eslint/app-boundaries.mjs';
import serverModules from './scripts/eslint/server-modules.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      '**/.test-workers/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tiers share code through packages/ and tests through test-support/; web apps through src/lib.
    files: ['apps/**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { ads: { rules: { 'app-boundaries': appBoundaries } } },
    rules: {
      'ads/app-boundaries': [
        'error',
        // The server's build packs the agent into its dist (a build step, not shared code).
        { allow: [{ from: 'apps/server/scripts', to: 'apps/agent/scripts' }] },
      ],
    },
  },
  {
    // The sim's world speaks the wire's words (gear, light colour, map reference) but takes
    // only their types from the contract: no zod at its runtime (ADR 22).
    files: ['packages/driving-sim/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ads/contract',
              message: 'Only types from the contract here (import type).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A server module is reached only through its face, modules/<name>/index.ts (ADR 23).
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'server-modules': serverModules },
    rules: { 'server-modules/module-face': 'error' },
  },
  {
    // Test helpers read loosely-typed JSON answers; the assertions check their shape.
    files: [
      '**/test/**/*.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**/*.ts',
      'test-support/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
