import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LANGUAGES } from './src/core/i18n/languages';

/**
 * ADR 026: English is the source (kept in the code), each other language of the app's list
 * (src/core/i18n/languages.ts) a catalogue loaded lazily.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGES],
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  // What the macros compile to: the app's own i18n instance (English active from the start) and
  // its small React binding (src/web/lib/i18n/react.tsx) instead of @lingui/react.
  runtimeConfigModule: {
    i18n: ['@web/lib/i18n/i18n', 'i18n'],
    Trans: ['@web/lib/i18n/react', 'Trans'],
    useLingui: ['@web/lib/i18n/react', 'useLingui'],
  },
});
