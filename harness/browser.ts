import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { repoRoot } from './server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine with no network but loopback. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}: install Debian's package (apt-get install chromium) or run \`npm run test:all\`.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** A phone: 390x844 CSS pixels, as the journeys in the spec are seen. */
export async function newPhoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

/** Sends the page's uncaught errors to `sink`, so a test can fail on them. */
export function collectPageErrors(page: Page, sink: string[]): void {
  page.on('pageerror', (e) => sink.push(`${page.url()}: ${e.name}: ${e.message}`));
}

export const screenshotDir = join(repoRoot, 'test-results', 'e2e');

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Fails when the page is wider than its viewport (it would scroll sideways). */
export async function noHorizontalScroll(page: Page, label: string): Promise<void> {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  if (sizes.scroll > sizes.inner) {
    throw new Error(`${label} scrolls sideways at ${sizes.inner} px (${sizes.scroll} px wide)`);
  }
}

/** Runs axe on the page and fails on serious or critical violations, listing every one. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const minor = results.violations.filter((v) => !serious.includes(v));
  if (minor.length > 0) {
    console.log(
      `[axe] ${label}: ${minor.length} minor/moderate: ${minor.map((v) => v.id).join(', ')}`,
    );
  }
  if (serious.length > 0) {
    const report = serious
      .map(
        (v) =>
          `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
          v.nodes
            .slice(0, 5)
            .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`)
            .join('\n'),
      )
      .join('\n');
    throw new Error(`axe found serious/critical violations on ${label}:\n${report}`);
  }
}

/**
 * Waits until the page has put every file of the build's offline list into the service worker's
 * cache (ADR 022): until then the page keeps fetching the app's code in the background, so a
 * journey that waits for the network to be idle, or goes offline, waits for this first.
 */
export async function waitForOfflineCode(page: Page): Promise<void> {
  const codeKept = () =>
    page.evaluate(async () => {
      const list = (await (await fetch('/offline-assets.json')).json()) as string[];
      const kept = await caches.open('medmitra-assets');
      const found = await Promise.all(list.map((path) => kept.match(path)));
      return found.every(Boolean);
    });
  await expect.poll(codeKept, { timeout: 60_000 }).toBe(true);
}
