// The prerendered signed-out pages (ADR 020), against the production build: what the server
// sends with and without a session cookie, the page with JavaScript off, and hydration without a
// mismatch, with typing done before the app ran kept, and a sign-in from the hydrated page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueEmail } from '../../harness/api';
import {
  collectPageErrors,
  launchBrowser,
  newPhoneContext,
  screenshot,
} from '../../harness/browser';
import { removeDataDir, startServer, type RunningServer } from '../../harness/server';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
const consoleProblems: string[] = [];
const account = { email: uniqueEmail('prerender'), password: 'kite-mango-42' };
const RESET_URL = `/reset-password?token=${'a'.repeat(32)}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  expect((await new ApiClient(server.url).signUp(account.email, account.password)).status).toBe(
    201,
  );
});

afterAll(async () => {
  await browser?.close();
  if (server) {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  expect(pageErrors.splice(0), 'uncaught errors in the page').toEqual([]);
  // React reports a hydration mismatch on the console (main.tsx), as it does its warnings.
  expect(consoleProblems.splice(0), 'console errors and warnings').toEqual([]);
});

async function newPage(options: { javaScript?: boolean; cookie?: string } = {}): Promise<Page> {
  const context =
    options.javaScript === false
      ? await browser.newContext({
          baseURL: server.url,
          javaScriptEnabled: false,
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          locale: 'en-IN',
        })
      : await newPhoneContext(browser, server.url);
  contexts.push(context);
  if (options.cookie) {
    await context.addCookies([{ name: 'mm_session', value: options.cookie, url: server.url }]);
  }
  const page = await context.newPage();
  collectPageErrors(page, pageErrors);
  page.on('console', (message) => {
    // A stale cookie's session check answers 401, which Chromium logs; that page is not hydrated.
    if (options.cookie) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      consoleProblems.push(`${page.url()}: ${message.text()}`);
    }
  });
  return page;
}

/** The sign-up toggle is disabled in the prerendered page and enabled once React runs it. */
async function waitUntilInteractive(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign up', exact: true, disabled: false }).waitFor();
}

/**
 * #root's first element as a tree of tags, sorted attributes and text, without comments: the
 * serialisation and attribute order differ between parsed HTML and a client render, not the DOM.
 */
function domTree(page: Page): Promise<string> {
  return page.evaluate(() => {
    const walk = (node: Element): string => {
      const attrs = [...node.attributes]
        .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
        .sort()
        .join(' ');
      let children = '';
      let text = '';
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
        else if (child instanceof Element) {
          children += `${text}${walk(child)}`;
          text = '';
        }
      }
      return `<${node.tagName.toLowerCase()} ${attrs}>${children}${text}</>`;
    };
    const first = document.getElementById('root')?.firstElementChild;
    return first ? walk(first) : '';
  });
}

describe('prerendered signed-out pages', () => {
  it('are sent to a navigation without a session cookie, never to one with it', async () => {
    const signedOut = await fetch(`${server.url}/`);
    const html = await signedOut.text();
    expect(signedOut.headers.get('cache-control')).toBe('no-cache');
    expect(signedOut.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const text of ['Welcome Back', 'Sign in to look after your family', 'Forgot password?']) {
      expect(html).toContain(text);
    }
    // No inline script runs: the only script is the bundled entry, the rest is JSON data.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !tag.includes('type="application/json"'))).toEqual([
      expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/index-/),
    ]);
    // ADR 026: the page names its first render's Hindi messages, files of the build.
    const block = /<script type="application\/json" id="mm-messages">(.*?)<\/script>/.exec(html);
    const parts = (JSON.parse(block?.[1] ?? '{}') as { hi?: string[] }).hi ?? [];
    expect(parts).toEqual([expect.stringMatching(/^\/assets\/messages-hi-sign-in-page/)]);
    for (const file of parts) {
      const part = await fetch(`${server.url}${file}`);
      expect(part.status).toBe(200);
      expect(await part.text()).toContain('फिर से स्वागत है');
    }
    expect(await (await fetch(`${server.url}/forgot-password`)).text()).toContain(
      'Send reset link',
    );
    expect(await (await fetch(`${server.url}${RESET_URL}`)).text()).toContain(
      'Choose a new password',
    );

    const api = new ApiClient(server.url);
    expect((await api.signIn(account.email, account.password)).status).toBe(200);
    const signedIn = await (
      await fetch(`${server.url}/`, { headers: { cookie: api.cookieHeader() } })
    ).text();
    // A signed-in navigation gets the app's frame (ADR 039), never the sign-in form.
    expect(signedIn).toMatch(/<div id="root"><div class="min-h-dvh[^"]*">/);
    expect(signedIn).toContain('<nav aria-label="Main"');
    expect(signedIn).not.toContain('Welcome Back');
    // The service worker's shell is the plain one too.
    expect(await (await fetch(`${server.url}/index.html`)).text()).not.toContain('Welcome Back');
  });

  it('shows the sign-in page with JavaScript off, as the app draws it', async () => {
    const page = await newPage({ javaScript: false });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    for (const label of ['Email', 'Password']) {
      await page.getByLabel(label, { exact: true }).waitFor();
    }
    for (const text of ["Don't have an account?", 'Install MedMitra', 'About MedMitra']) {
      await page.getByText(text).first().waitFor();
    }
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await page.getByRole('link', { name: /Privacy Policy/ }).waitFor();
    const withoutJs = await page.screenshot();
    await screenshot(page, 'prerender-01-sign-in-no-js');

    const hydrated = await newPage();
    await hydrated.goto('/');
    await waitUntilInteractive(hydrated);
    await hydrated.waitForLoadState('networkidle');
    expect(Buffer.compare(await hydrated.screenshot(), withoutJs), 'same pixels').toBe(0);
  });

  it.each(['/', '/forgot-password', RESET_URL, '/reset-password'])(
    'hydrates %s into the DOM a render from scratch makes',
    async (path) => {
      const page = await newPage();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const heading = await page.locator('h2').first().textContent();
      if (path === '/') await waitUntilInteractive(page);
      const hydratedTree = await domTree(page);

      // A stale cookie: the server sends the plain shell, and the app renders the page itself.
      const fresh = await newPage({ cookie: 'no-longer-a-session' });
      await fresh.goto(path);
      await fresh.getByRole('heading', { name: heading ?? '' }).waitFor();
      if (path === '/') {
        await waitUntilInteractive(fresh);
        // The cards below the form are their own chunk: drawn from scratch, they come after.
        await fresh.getByText('About MedMitra').waitFor();
      }
      expect(await domTree(page)).toBe(hydratedTree);
      expect(hydratedTree).toBe(await domTree(fresh));
    },
  );

  it('keeps the prerendered cards below the form on screen while their code loads', async () => {
    const page = await newPage();
    // Hold the chunk of the cards below the form until the form has hydrated and re-rendered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/sign-in-more-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await waitUntilInteractive(page);
    await expect.poll(() => page.getByText('Install MedMitra').isVisible()).toBe(true);
    release();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Install MedMitra').isVisible()).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
    ).toEqual([]);
  });

  it('keeps what was typed before the app ran, then signs in', async () => {
    const page = await newPage();
    // Hold the app's entry script until the prerendered form has been typed into.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.locator('#auth-email').fill('not-an-email');
    await page.locator('#auth-password').fill('abc');
    release();

    // The hydrated form validates what it found in its fields.
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('At least 6 characters').waitFor();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByText(account.email).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
