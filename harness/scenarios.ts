// What `npm run bench` measures. Add a page or an API scenario here; the runner does the rest.
import type { ApiClient } from './api';

/** A route whose first-load JavaScript is measured (see first-load.ts for the method). */
export interface PageBudget {
  name: string;
  route: string;
  /**
   * Manifest keys (source paths relative to src/web, Vite's root) of the lazy modules the route
   * loads: its route set (signed in / signed out) and its page.
   */
  lazyModules: RegExp[];
  /**
   * Lazy modules the page asks for as it mounts (src/web/shell/page-loaders.ts asks for them
   * with the page at start-up): reported with the page as withContentGzipBytes, outside the
   * budget, which is the "entry + static imports + route chunk".
   */
  contentModules?: RegExp[];
  budgetBytes: number;
}

const KB100 = 100 * 1024;

/**
 * Lazy modules every route loads after the page is up (service-worker registration; the offline
 * copy of the data and the queue of doses taken offline, ADR 022). Reported per route as
 * deferredGzipBytes, outside the first-load figure.
 */
export const deferredModules: RegExp[] = [
  /virtual:pwa-register$/,
  /^features\/offline\/query-persistence\.ts$/,
  /^features\/offline\/idb-store\.ts$/,
  /^features\/reminders\/dose-sync\.ts$/,
  /^shell\/after-page-shown\.tsx$/,
  /^features\/offline\/account-cache\.ts$/,
  /^lib\/register-sw\.ts$/,
];

const signedOut = /^shell\/signed-out-app\.tsx$/;
const signedIn = /^shell\/signed-in-app\.tsx$/;

export const pages: PageBudget[] = [
  {
    name: 'sign-in',
    route: '/ (signed out)',
    lazyModules: [signedOut, /^features\/auth\/sign-in-page\.tsx$/],
    budgetBytes: KB100,
  },
  {
    name: 'forgot-password',
    route: '/forgot-password',
    lazyModules: [signedOut, /^features\/auth\/forgot-password-page\.tsx$/],
    budgetBytes: KB100,
  },
  {
    name: 'reset-password',
    route: '/reset-password',
    lazyModules: [signedOut, /^features\/auth\/reset-password-page\.tsx$/],
    budgetBytes: KB100,
  },
  {
    name: 'home',
    route: '/ (signed in)',
    lazyModules: [signedIn, /^features\/home\/home-page\.tsx$/],
    contentModules: [/^features\/home\/home-lists\.tsx$/, /^features\/install\/install-card\.tsx$/],
    budgetBytes: KB100,
  },
  {
    name: 'medications',
    route: '/medications',
    lazyModules: [signedIn, /^features\/medications\/medications-page\.tsx$/],
    budgetBytes: KB100,
  },
  {
    name: 'health',
    route: '/health',
    lazyModules: [signedIn, /^features\/health\/health-page\.tsx$/],
    // Its default tab (blood pressure), which brings that tab's readings display.
    contentModules: [/^features\/health\/blood-pressure\/bp-tab\.tsx$/],
    budgetBytes: KB100,
  },
  {
    name: 'family',
    route: '/family',
    lazyModules: [signedIn, /^features\/family\/family-page\.tsx$/],
    budgetBytes: KB100,
  },
  {
    name: 'member',
    route: '/family/:id',
    lazyModules: [signedIn, /^features\/family\/member-page\.tsx$/],
    budgetBytes: KB100,
  },
  {
    name: 'health-tracking',
    route: '/health-tracking',
    lazyModules: [signedIn, /^features\/health-tracking\/health-tracking-page\.tsx$/],
    budgetBytes: KB100,
  },
  {
    name: 'prices',
    route: '/prices',
    lazyModules: [signedIn, /^features\/prices\/prices-page\.tsx$/],
    budgetBytes: KB100,
  },
  {
    name: 'profile',
    route: '/profile',
    lazyModules: [signedIn, /^features\/profile\/profile-page\.tsx$/],
    budgetBytes: KB100,
  },
  // Help, data privacy, the policies and the doctor's report (PRODUCT §8)
  {
    name: 'report',
    route: '/family/:id/report',
    lazyModules: [signedIn, /^features\/report\/report-page\.tsx$/],
    budgetBytes: KB100,
  },
];

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** State the setup step leaves for the scenarios: one signed-up user with a session. */
export interface BenchContext {
  baseUrl: string;
  api: ApiClient;
  cookie: string;
  /** The seeded account: 10 members × 5 medicines × 90 days of logs (bench/seed-medicines.ts). */
  familyCookie: string;
  /** Members of the seeded account with 5 years of daily readings (bench/seed-health.ts). */
  healthMembers: string[];
}

export interface ApiScenario {
  name: string;
  /** Runs once against the fresh server before the load; returns the request(s) to replay. */
  requests: (ctx: BenchContext) => Promise<RequestSpec[]> | RequestSpec[];
  /** Fixed-rate run: total requests/s across all connections. */
  rate: number;
  durationSeconds: number;
  connections: number;
  /** Also run unthrottled for this long to find the saturation rate (0 = skip). */
  saturationSeconds: number;
  /** The docs/architecture.md budget for the fixed-rate run's p99, in ms. */
  p99BudgetMs: number;
  /**
   * An authenticated read the bare `node:http` baseline (bench/baseline-server.ts) also answers:
   * its saturation is measured there too, and the ratio must stay ≥ BASELINE_RATIO_BUDGET.
   */
  baseline?: boolean;
}

/**
 * docs/architecture.md "Budgets": saturated authenticated reads reach at least this share of the
 * baseline's rate.
 */
export const BASELINE_RATIO_BUDGET = 0.6;

export const apiScenarios: ApiScenario[] = [
  {
    name: 'GET /api/auth/user',
    requests: ({ cookie }) => [{ method: 'GET', path: '/api/auth/user', headers: { cookie } }],
    rate: 300,
    durationSeconds: 15,
    connections: 10,
    saturationSeconds: 10,
    p99BudgetMs: 25,
    baseline: true,
  },
  {
    name: 'GET /api/statistics (10 members × 5 medicines × 90 days)',
    requests: ({ familyCookie }) => [
      { method: 'GET', path: '/api/statistics', headers: { cookie: familyCookie } },
    ],
    rate: 300,
    durationSeconds: 15,
    connections: 10,
    saturationSeconds: 5,
    p99BudgetMs: 25,
    baseline: true,
  },
  {
    name: 'GET /api/medications (10 members × 5 medicines × 90 days)',
    requests: ({ familyCookie }) => [
      { method: 'GET', path: '/api/medications', headers: { cookie: familyCookie } },
    ],
    rate: 300,
    durationSeconds: 15,
    connections: 10,
    saturationSeconds: 5,
    p99BudgetMs: 25,
    baseline: true,
  },
  {
    // PRODUCT §5: reads and writes over the trackers, 6 members with 5 years of daily readings.
    name: 'mixed health reads/writes (6 members × 5 years daily)',
    requests: ({ familyCookie, healthMembers }) => {
      const cookie = familyCookie;
      const json = { cookie, 'content-type': 'application/json' };
      const measuredAt = new Date().toISOString();
      return [
        { method: 'GET', path: '/api/family-members', headers: { cookie } },
        ...healthMembers.flatMap((memberId, i) => [
          {
            method: 'GET' as const,
            path: `/api/blood-pressure?memberId=${memberId}&limit=30`,
            headers: { cookie },
          },
          {
            method: 'GET' as const,
            path: `/api/sugar-levels?memberId=${memberId}&limit=30`,
            headers: { cookie },
          },
          {
            method: 'GET' as const,
            path: `/api/body-measurements?memberId=${memberId}&limit=30`,
            headers: { cookie },
          },
          {
            method: 'POST' as const,
            path: '/api/blood-pressure',
            headers: json,
            body: JSON.stringify({ memberId, systolic: 120 + i, diastolic: 80, measuredAt }),
          },
        ]),
        { method: 'GET', path: '/api/health-reminders', headers: { cookie } },
      ];
    },
    rate: 300,
    durationSeconds: 15,
    connections: 10,
    saturationSeconds: 5,
    p99BudgetMs: 25,
  },
  {
    // ADR 016: autocomplete over the whole Jan Aushadhi catalogue, typos included.
    name: 'GET /api/medicines/search (autocomplete)',
    requests: ({ cookie }) =>
      [
        'para',
        'paracetmol',
        'atorvastatn',
        'metformin 500',
        'amlo',
        'pantoprazole',
        'cetrizine',
        'azithro',
      ].map((q) => ({
        method: 'GET' as const,
        path: `/api/medicines/search?q=${encodeURIComponent(q)}`,
        headers: { cookie },
      })),
    rate: 300,
    durationSeconds: 15,
    connections: 10,
    saturationSeconds: 5,
    p99BudgetMs: 15,
  },
  {
    // The floor: HTTP, middleware and logging with no session or account lookup.
    name: 'GET /api/healthz',
    requests: () => [{ method: 'GET', path: '/api/healthz' }],
    rate: 300,
    durationSeconds: 10,
    connections: 10,
    saturationSeconds: 5,
    p99BudgetMs: 25,
  },
];
