import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './scripts/build/vite-lingui-macro.mjs';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@core': r('./src/core'), '@web': r('./src/web'), '@server': r('./src/server') };

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        // ADR 026: web code under test is compiled as the build compiles it.
        plugins: [linguiMacro(), lingui({ failOnCompileError: true })],
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'harness/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Slow, and needs no database: run once, not again on PostgreSQL like the integration
        // suite (the prescription OCR corpus, ADR 036).
        resolve: { alias },
        test: {
          name: 'corpus',
          include: ['tests/corpus/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
