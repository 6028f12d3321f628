// docs/architecture.md "Budgets": every route's first-load JavaScript (entry + its static imports
// + the route's lazy chunks, gzip) stays within its budget on the production build. The method
// and the route list are the bench's (harness/first-load.ts, harness/scenarios.ts), so the figure CI
// checks is the figure `npm run bench -- size` reports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SITE_DIR } from '../../src/core/routes/public-site';
import {
  firstLoadJs,
  PUBLIC_PAGE_BUDGET_BYTES,
  staticPageFirstLoadJs,
} from '../../harness/first-load';
import { deferredModules, pages } from '../../harness/scenarios';
import { assertBuilt, repoRoot } from '../../harness/server';

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
      // ADR 034: the admin area is only ever loaded by an admin who opens it.
      expect(Object.keys(result?.files ?? {}).filter((f) => /admin|signups-chart/.test(f))).toEqual(
        [],
      );
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

// ADR 028: the public site's pages load no app code; each stays within 30 KB gzip of JavaScript.
describe('first-load JavaScript of the public pages (static HTML)', () => {
  const siteDir = join(repoRoot, 'dist/web', PUBLIC_SITE_DIR);
  const pages = () =>
    readdirSync(siteDir)
      .filter((f) => f.endsWith('.html'))
      .sort();

  it('has the pages of both languages', () => {
    assertBuilt();
    const files = pages();
    expect(files).toContain('medicine-reminder.en.html');
    expect(files).toContain('medicine-reminder.hi.html');
  });

  it.each(existsSync(siteDir) ? pages() : ['(not built)'])('%s is within 30 KB', async (file) => {
    assertBuilt();
    const html = readFileSync(join(siteDir, file), 'utf8');
    const { gzipBytes, files } = await staticPageFirstLoadJs(join(repoRoot, 'dist/web'), html);
    expect(gzipBytes, `${file}: ${gzipBytes} B gzip (${files.join(', ')})`).toBeLessThanOrEqual(
      PUBLIC_PAGE_BUDGET_BYTES,
    );
  });
});
