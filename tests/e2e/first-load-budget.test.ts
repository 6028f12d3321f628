// Issue 9 / ARCHITECTURE budgets: every route's first-load JavaScript (entry + its static imports
// + the route's lazy chunks, gzip) stays within its budget on the production build. The method
// and the route list are the bench's (bench/first-load.ts, bench/scenarios.ts), so the figure CI
// checks is the figure `npm run bench -- size` reports.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadJs } from '../../bench/first-load';
import { deferredModules, pages } from '../../bench/scenarios';
import { assertBuilt, repoRoot } from './support/server';

describe('first-load JavaScript per route (production build)', () => {
  it.each(pages.map((p) => [p.name, p] as const))(
    '%s is within its budget',
    async (_name, page) => {
      assertBuilt();
      const result = (await firstLoadJs(join(repoRoot, 'dist/web'), [page], deferredModules))[
        page.name
      ];
      expect(result?.error, 'every module the route names is a chunk of the build').toBeUndefined();
      const summary = `${page.route}: ${result?.gzipBytes} B gzip, budget ${page.budgetBytes} B`;
      expect(result?.gzipBytes, summary).toBeGreaterThan(50_000); // react-dom alone: no empty build
      expect(result?.gzipBytes, summary).toBeLessThanOrEqual(page.budgetBytes);
      // ADR 026: in Hindi (and any other language) the first render also loads its parts of
      // the catalogue.
      const languages = Object.entries(result?.otherLanguages ?? {});
      expect(languages.map(([locale]) => locale)).toContain('hi');
      for (const [locale, { gzipBytes }] of languages) {
        expect(gzipBytes, `${summary}: ${locale} ${gzipBytes} B`).toBeGreaterThan(
          result?.gzipBytes ?? 0,
        );
        expect(gzipBytes, `${summary}: ${locale} ${gzipBytes} B`).toBeLessThanOrEqual(
          page.budgetBytes,
        );
      }
    },
  );
});
