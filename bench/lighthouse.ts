// Lighthouse mobile (its default config: Moto G Power emulation, slow 4G, 4× CPU slowdown) on
// the built server, with Debian's Chromium; each page run RUNS times, each run a fresh Chrome,
// median reported (docs/architecture.md "Budgets"). Signed-in pages get the session cookie as an
// extra header.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LANGUAGES } from '../src/core/i18n/languages';
import { ApiClient } from '../harness/api';
import { makeDataDir, removeDataDir, startServer, repoRoot } from '../harness/server';
import { FAMILY_EMAIL, FAMILY_PASSWORD, seedFamily } from './seed-family';

const run = promisify(execFile);
const log = (msg: string) => process.stderr.write(`[bench] ${msg}\n`);

export const LIGHTHOUSE_RUNS = 3;
/** The pinned devDependency's version, as installed. */
const lighthouseVersion = () =>
  (
    JSON.parse(readFileSync(join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
export const LIGHTHOUSE_BUDGET = { score: 95, tbtMs: 200, lcpMs: 2500 };

/** ADR 028: the public site's pages are held to more: static HTML, no script. */
export const PUBLIC_PAGE_LIGHTHOUSE_BUDGET = { score: 98, tbtMs: 200, lcpMs: 1800 };

interface LighthousePage {
  name: string;
  path: string;
  signedIn: boolean;
  budget?: typeof LIGHTHOUSE_BUDGET;
}

/** Every public page in English and Hindi (the registry's paths: src/web/public-site/pages.ts). */
const PUBLIC_SITE_PATHS = [
  '/medicine-reminder',
  '/period-tracker',
  '/period-tracking-guide',
  '/eye-sight-tracker',
  '/weight-loss-tracker',
  '/diabetes-tracker',
  '/public-terms-conditions',
  '/public-privacy-policy',
  '/public-refund-policy',
];

export const lighthousePages: LighthousePage[] = [
  { name: 'sign-in', path: '/', signedIn: false },
  { name: 'home (2 members, 5 medicines, a week of logs)', path: '/', signedIn: true },
  { name: 'medications', path: '/medications', signedIn: true },
  { name: 'blood pressure (30 readings)', path: '/health?tab=blood-pressure', signedIn: true },
  ...PUBLIC_SITE_PATHS.flatMap((path) =>
    LANGUAGES.map((lang) => ({
      name: `public ${path} (${lang})`,
      path: lang === 'en' ? path : `${path}?lang=${lang}`,
      signedIn: false,
      budget: PUBLIC_PAGE_LIGHTHOUSE_BUDGET,
    })),
  ),
];

/**
 * LIGHTHOUSE_PAGES=public (any part of a page's name; several, comma-separated) measures only
 * the pages it names: the whole list is 22 pages of 3 runs.
 */
const chosenPages = () => {
  const filters = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? [];
  return filters.length === 0
    ? lighthousePages
    : lighthousePages.filter((p) => filters.some((f) => p.name.includes(f)));
};

interface Run {
  score: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Debian's package first (what CI installs), then whatever `chromium` resolves to. */
function chromePath(): string {
  const found = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  if (!found) throw new Error('Chromium not found: apt-get install chromium');
  return found;
}

async function lighthouse(url: string, cookie: string | null): Promise<Run> {
  const bin = join(repoRoot, 'node_modules/.bin/lighthouse');
  const args = [
    url,
    '--quiet',
    '--output=json',
    '--only-categories=performance',
    `--chrome-path=${chromePath()}`,
    '--chrome-flags=--headless=new --no-sandbox',
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const { stdout } = await run(bin, args, { maxBuffer: 256 * 1024 * 1024 });
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const audit = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbtMs: audit('total-blocking-time'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
  };
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, a Chromium timing race, seen
 * once in ~40 runs here, and twice in a row once): that run is taken again, up to three times in
 * all; a third failure stops the bench.
 */
async function withRetry(measure: () => Promise<Run>, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure();
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`lighthouse run failed, taken again: ${String(error).slice(0, 200)}`);
    }
  }
}

export async function benchLighthouse(runs = LIGHTHOUSE_RUNS) {
  const dataDir = await makeDataDir();
  log('seeding 2 members, 5 medicines, a week of logs, 30 blood pressure readings');
  await seedFamily(dataDir);
  const server = await startServer({ dataDir });
  try {
    const api = new ApiClient(server.url);
    const signIn = await api.signIn(FAMILY_EMAIL, FAMILY_PASSWORD);
    if (signIn.status !== 200) throw new Error(`bench sign-in failed: ${signIn.status}`);
    const results: Record<string, unknown> = {};
    for (const page of chosenPages()) {
      const list: Run[] = [];
      for (let i = 0; i < runs; i++) {
        log(`lighthouse ${page.name}: run ${i + 1} of ${runs}`);
        list.push(
          await withRetry(() =>
            lighthouse(server.url + page.path, page.signedIn ? api.cookieHeader() : null),
          ),
        );
      }
      const score = median(list.map((r) => r.score));
      const tbtMs = median(list.map((r) => r.tbtMs));
      const lcpMs = median(list.map((r) => r.lcpMs));
      results[page.name] = {
        path: page.path,
        signedIn: page.signedIn,
        score,
        scoreMin: Math.min(...list.map((r) => r.score)),
        scoreMax: Math.max(...list.map((r) => r.score)),
        tbtMs,
        lcpMs,
        fcpMs: median(list.map((r) => r.fcpMs)),
        runs: list,
        budget: page.budget ?? LIGHTHOUSE_BUDGET,
        withinBudget:
          score >= (page.budget ?? LIGHTHOUSE_BUDGET).score &&
          tbtMs <= (page.budget ?? LIGHTHOUSE_BUDGET).tbtMs &&
          lcpMs <= (page.budget ?? LIGHTHOUSE_BUDGET).lcpMs,
      };
    }
    return {
      method:
        `Lighthouse ${lighthouseVersion()} mobile defaults (Moto G Power, slow 4G, 4x CPU), ` +
        `performance only, Debian Chromium headless; median of ${runs} runs, each a fresh Chrome.`,
      budget: LIGHTHOUSE_BUDGET,
      loadAverage1mAtEnd: Math.round((loadavg()[0] ?? 0) * 100) / 100,
      pages: results,
    };
  } finally {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}
