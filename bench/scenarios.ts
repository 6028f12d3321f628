// What `npm run bench` measures. Add a page or an API scenario here; the runner does the rest.
import type { ApiClient } from '../tests/e2e/support/api';

/** A route whose first-load JavaScript is measured (see first-load.ts for the method). */
export interface PageBudget {
  name: string;
  route: string;
  /**
   * Manifest keys (source paths relative to src/web, Vite's root) of the lazy modules the route
   * loads: its route set (signed in / signed out) and its page.
   */
  lazyModules: RegExp[];
  budgetBytes: number;
}

const KB100 = 100 * 1024;

/**
 * Lazy modules every route loads after the page is up (service-worker registration). Reported per
 * route as deferredGzipBytes, outside the first-load figure.
 */
export const deferredModules: RegExp[] = [/virtual:pwa-register$/];

const signedOut = /^shell\/signed-out-app\.tsx$/;
const signedIn = /^shell\/signed-in-app\.tsx$/;

export const pages: PageBudget[] = [
  { name: 'sign-in', route: '/ (signed out)', lazyModules: [signedOut], budgetBytes: KB100 },
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
    budgetBytes: KB100,
  },
  {
    name: 'profile',
    route: '/profile',
    lazyModules: [signedIn, /^features\/profile\/profile-page\.tsx$/],
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
  /** ARCHITECTURE budget for the fixed-rate run's p99, in ms. */
  p99BudgetMs: number;
}

export const apiScenarios: ApiScenario[] = [
  {
    name: 'GET /api/auth/user',
    requests: ({ cookie }) => [{ method: 'GET', path: '/api/auth/user', headers: { cookie } }],
    rate: 300,
    durationSeconds: 15,
    connections: 10,
    saturationSeconds: 10,
    p99BudgetMs: 25,
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
