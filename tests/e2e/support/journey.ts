// Browser pages for a journey file: one Chromium per file, a fresh phone context for every page,
// and accounts made through the API, so each test sets up what it needs and can run alone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ApiClient, uniqueEmail } from '../../../harness/api';
import {
  collectPageErrors,
  launchBrowser,
  newPhoneContext,
  screenshot,
} from '../../../harness/browser';
import {
  removeDataDir,
  startServer,
  type RunningServer,
  type SpawnOptions,
} from '../../../harness/server';

export interface NewMember {
  name: string;
  relation: string;
  gender?: string;
  dateOfBirth?: string;
}

export interface Member {
  id: string;
  name: string;
  isSelf: boolean;
  relation: string;
  goalWeightKg: number | null;
}

/** A row to POST once the account exists; `member` (a name, or 'self') fills in `memberId`. */
export interface NewRecord {
  path: string;
  member?: string;
  body: Record<string, unknown>;
  /** The status the POST must answer: 201 unless said (a price search answers 200). */
  status?: number;
}

export interface AccountSetup {
  /** The start of the account's email address, to tell the accounts apart in a log. */
  prefix?: string;
  password?: string;
  members?: NewMember[];
  /** Posted in order, after the members. */
  records?: NewRecord[];
  /** Runs in every document of the page before the app does. */
  init?: () => void;
}

export interface Account {
  /** Signed in to the account, for setup and for reading back what a page saved. */
  api: ApiClient;
  email: string;
  password: string;
  /** Every member of the account, the self member included, after the setup. */
  members: Member[];
  /** The member named `name`, or the account holder for 'self'. */
  member(name: string): Member;
}

export interface SignedIn extends Account {
  /** A page in its own context, sharing `api`'s session. */
  page: Page;
}

export interface PhonePages {
  /** A page in a new phone context; each `init` runs in every document before the app does. */
  newPage(...init: (() => void)[]): Promise<Page>;
  /** A new account made through the API as `setup` says; no page is signed in to it. */
  account(setup?: AccountSetup): Promise<Account>;
  /** A new account made through the API as `setup` says, and a page signed in to it. */
  signedInPage(setup?: AccountSetup): Promise<SignedIn>;
}

/**
 * Starts the built server once for the file (on a fresh DATA_DIR unless `options` names one) and
 * stops it, removing its DATA_DIR, after the file. The accounts in it belong to the tests.
 */
export function useServer(
  options: () => Promise<Partial<SpawnOptions>> = () => Promise.resolve({}),
): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(await options());
  });
  afterAll(async () => {
    if (!server) return;
    await server.stop();
    await removeDataDir(server.dataDir);
  });
  return () => {
    if (!server) throw new Error('useServer: the server is not running (called outside a test?)');
    return server;
  };
}

/** Signs up through the sign-in page's Create Account form and waits for Home. */
export async function signUpInForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Quick Actions' }).waitFor({ timeout: 30_000 });
}

/**
 * Registers the file's hooks: the browser is launched once; after each test the contexts it
 * opened are closed (with a screenshot of every page when it failed) and the test fails on an
 * uncaught error in any of its pages. `baseUrl` is read when a page is made, after the file's
 * own beforeAll has started the server.
 */
export function usePhonePages(label: string, baseUrl: () => string): PhonePages {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const pages = contexts.flatMap((c) => c.pages());
      for (const [i, page] of pages.entries()) {
        const file = await screenshot(
          page,
          `failed-${label}-${task.name.replace(/\W+/g, '-')}-${i + 1}`,
        );
        console.log(`[e2e] failure screenshot: ${file} (${page.url()})`);
      }
    }
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const errors = pageErrors.splice(0);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });

  async function newContext(): Promise<BrowserContext> {
    if (!browser)
      throw new Error('usePhonePages: the browser is not running (called outside a test?)');
    const context = await newPhoneContext(browser, baseUrl());
    contexts.push(context);
    return context;
  }

  async function pageIn(context: BrowserContext, init: (() => void)[]): Promise<Page> {
    for (const script of init) await context.addInitScript(script);
    const page = await context.newPage();
    collectPageErrors(page, pageErrors);
    return page;
  }

  async function account(setup: AccountSetup = {}): Promise<Account> {
    const api = new ApiClient(baseUrl());
    const email = uniqueEmail(setup.prefix ?? label);
    const password = setup.password ?? 'tulsi-chai-2024';
    const signUp = await api.signUp(email, password);
    if (signUp.status !== 201) {
      throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
    }
    for (const m of setup.members ?? []) await api.create('/api/family-members', m);
    const listed = await api.request<Member[]>('GET', '/api/family-members');
    if (listed.status !== 200) throw new Error(`GET /api/family-members: ${listed.status}`);
    const members = listed.body;
    const member = (name: string): Member => {
      const found = members.find((m) => (name === 'self' ? m.isSelf : m.name === name));
      if (!found) throw new Error(`No member named ${name}`);
      return found;
    };
    for (const r of setup.records ?? []) {
      const body = r.member ? { memberId: member(r.member).id, ...r.body } : r.body;
      await api.create(r.path, body, r.status);
    }
    return { api, email, password, members, member };
  }

  return {
    async newPage(...init) {
      return pageIn(await newContext(), init);
    },

    account,

    async signedInPage(setup = {}) {
      const made = await account(setup);
      const context = await newContext();
      await context.addCookies(made.api.cookieList().map((c) => ({ ...c, url: baseUrl() })));
      const page = await pageIn(context, setup.init ? [setup.init] : []);
      return { ...made, page };
    },
  };
}
