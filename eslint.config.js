import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundaryZones } from './eslint/web-boundaries.js';

const zodMini = {
  name: 'zod',
  message: "Use 'zod/mini': the full zod adds ~90 KB gzip to a page's first load.",
};
const nodeBuiltins = {
  group: ['node:*'],
  message: 'This code also runs in the browser (demo mode): take what it needs from deps.',
};

const webPatterns = [
  { group: ['@server/*', '**/server/**'], message: 'web talks to the server over HTTP only.' },
  nodeBuiltins,
];
// A lazy part of a screen waits for its language's whole catalogue (ADR 026).
const reactLazy = {
  name: 'react',
  importNames: ['lazy'],
  message: "Use lazy from '@web/lib/lazy' (or preloadable for a page and what it mounts).",
};
const lazyModules = ['src/web/lib/lazy.ts', 'src/web/lib/preloadable.tsx'];
// The app's i18n runtime replaces @lingui/core's (ADR 026); its test compares the two.
const linguiRuntime = {
  name: '@lingui/core',
  importNames: ['i18n', 'I18n', 'setupI18n'],
  message:
    "The i18n runtime is src/web/lib/i18n: i18n from '@web/lib/i18n/i18n', the Translator type from '@web/lib/i18n/runtime'.",
};
const runtimeModules = ['src/web/lib/i18n/runtime.ts', 'src/web/lib/i18n/runtime.test.ts'];
// What tests, bench and scripts share is in harness/: they import it (and src/), never each other;
// harness/ imports none of them.
const toolFolders = ['tests', 'bench', 'scripts'];
const toolBoundaries = [...toolFolders, 'harness'].map((folder) => ({
  files: [`${folder}/**/*.{ts,mts,mjs}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: toolFolders.filter((f) => f !== folder).map((f) => `**/${f}/**`),
            message: 'tests/, bench/ and scripts/ share code through harness/ only.',
          },
        ],
      },
    ],
  },
}));

// The one import cycle lint still finds (type-only imports do not count): the schema's split is
// under way. Delete a line once its cycle is gone: the rule then holds it.
const knownCycles = [];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/server/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    files: ['harness/**/*.ts', 'tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Imports: no cycle anywhere in src; the web app's layers and feature boundaries
  // (eslint/web-boundaries.js; docs/architecture.md "Boundaries").
  {
    files: ['src/**/*.{ts,tsx}'],
    ...importX.flatConfigs.typescript,
    languageOptions: { parser: tseslint.parser },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...(knownCycles.length ? [{ files: knownCycles, rules: { 'import-x/no-cycle': 'off' } }] : []),
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // One-way imports: core <- server, core <- web. web reaches server only over HTTP (demo excepted).
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodMini],
          patterns: [
            {
              group: ['@server/*', '@web/*', '**/server/**', '**/web/**'],
              message: 'core imports neither server nor web.',
            },
            nodeBuiltins,
            {
              group: ['react', 'react-dom', 'hono', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'core is pure rules and schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/demo/**', ...lazyModules, ...runtimeModules],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodMini, reactLazy, linguiRuntime],
          patterns: webPatterns,
        },
      ],
    },
  },
  // The demo's in-browser host (ADR 038) may import server code, which runs here in the browser:
  // no node:* module, here or in anything it imports (src/web/demo/browser-safe.test.ts).
  {
    files: ['src/web/demo/**/*.{ts,tsx}'],
    ignores: ['src/web/demo/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [reactLazy, linguiRuntime], patterns: [nodeBuiltins] },
      ],
    },
  },
  {
    files: lazyModules,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [zodMini, linguiRuntime], patterns: webPatterns },
      ],
    },
  },
  {
    files: runtimeModules,
    rules: {
      'no-restricted-imports': ['error', { paths: [zodMini, reactLazy], patterns: webPatterns }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/main.ts',
      'src/server/env.ts',
      'src/server/platform/**',
      'src/server/db/connect.ts',
      'src/server/db/migrate.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@web/*', '**/web/**'], message: 'server does not import web.' },
            nodeBuiltins,
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/server/platform/**/*.ts',
      'src/server/main.ts',
      'src/server/db/connect.ts',
      'src/server/db/migrate.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@web/*', '**/web/**'], message: 'server does not import web.' }] },
      ],
    },
  },
  ...toolBoundaries,
);
