// Demo mode's start (ADR 038): from the tap on "Try demo mode" until Home shows the demo
// family, on a phone profile (4x slower CPU, throttled network): the first time (empty cache), and
// a returning visitor's reload (the engine from the cache, its database from IndexedDB). Also what
// each downloads.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../harness/browser';
import { removeDataDir, startServer } from '../harness/server';

const log = (msg: string) => process.stderr.write(`[bench] ${msg}\n`);

/** A network profile as CDP's Network.emulateNetworkConditions takes it. */
interface NetworkProfile {
  name: string;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** Lighthouse's mobile preset (what bench/sign-in-lcp.ts uses): 562.5 ms RTT, 1.47 Mbit/s down. */
const SLOW_4G: NetworkProfile = {
  name: 'Lighthouse mobile slow 4G (562.5 ms, 1.47 Mbit/s)',
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** A good 4G phone connection (Lighthouse's "dense 4G": 40 ms RTT, 10 Mbit/s down). */
const FAST_4G: NetworkProfile = {
  name: '4G (40 ms, 10 Mbit/s)',
  latency: 40,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (10 * 1024 * 1024) / 8,
};

export const DEMO_START_BUDGET = { firstMs: 6000, cachedMs: 2500 };
const CPU_SLOWDOWN = 4;
const RUNS = 3;

async function throttle(page: Page, network: NetworkProfile): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

async function phone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  return page;
}

/** Home with the demo family's figures: the progress card has its numbers. */
async function homeReady(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
  await page
    .getByRole('region', { name: "Today's Progress" })
    .getByText(/doses taken today/)
    .waitFor();
}

interface StartRun {
  firstMs: number;
  cachedMs: number;
  /** Bytes over the wire (response bodies as sent, headers excluded) from the tap to Home. */
  firstBytes: number;
  cachedBytes: number;
}

async function oneRun(url: string, network: NetworkProfile): Promise<StartRun> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      // CDP's network emulation is the page's (and its dedicated worker's): a service worker's
      // fetches would go unthrottled, and the demo's files, which the service worker fetches for
      // the page once it controls it, would arrive at loopback speed. Without it the cached start
      // takes the engine from the HTTP cache (immutable files) instead of the service worker's.
      serviceWorkers: 'block',
    });
    let counting = false;
    let bytes = 0;
    const pending: Promise<void>[] = [];
    context.on('requestfinished', (request) => {
      if (!counting) return;
      pending.push(
        request
          .sizes()
          .then((s) => void (bytes += Math.max(0, s.responseBodySize)))
          .catch(() => undefined),
      );
    });

    // The first start: nothing cached, the service worker not yet installed.
    const page = await phone(context);
    await throttle(page, network);
    await page.goto(url);
    await page.getByRole('button', { name: 'Try demo mode', disabled: false }).waitFor();
    await page.waitForLoadState('networkidle');
    counting = true;
    let t0 = Date.now();
    await page.getByRole('button', { name: 'Try demo mode' }).click();
    await homeReady(page);
    const firstMs = Date.now() - t0;
    await Promise.all(pending.splice(0));
    const firstBytes = bytes;
    counting = false;
    // The demo's periodic save (2 s) and the page's after-shown work settle.
    await page.waitForTimeout(3000);

    // A returning visitor: the page loads again, the demo starts again from its IndexedDB
    // database with the engine from the cache.
    bytes = 0;
    counting = true;
    t0 = Date.now();
    await page.reload();
    await homeReady(page);
    const cachedMs = Date.now() - t0;
    await Promise.all(pending.splice(0));
    const cachedBytes = bytes;
    await context.close();
    return { firstMs, cachedMs, firstBytes, cachedBytes };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? -1;

export async function benchDemoStart(runs = RUNS) {
  const server = await startServer();
  try {
    const profiles: Record<string, unknown> = {};
    for (const network of [FAST_4G, SLOW_4G]) {
      const list: StartRun[] = [];
      for (let i = 0; i < runs; i++) {
        log(`demo start, ${network.name}: run ${i + 1} of ${runs}`);
        list.push(await oneRun(server.url, network));
      }
      const firstMs = median(list.map((r) => r.firstMs));
      const cachedMs = median(list.map((r) => r.cachedMs));
      profiles[network.name] = {
        firstMs,
        cachedMs,
        firstDownloadBytes: median(list.map((r) => r.firstBytes)),
        cachedDownloadBytes: median(list.map((r) => r.cachedBytes)),
        runs: list,
        withinBudget:
          firstMs <= DEMO_START_BUDGET.firstMs && cachedMs <= DEMO_START_BUDGET.cachedMs,
      };
    }
    return {
      method:
        `Built server; Debian Chromium headless, 412x823 phone, CPU ${CPU_SLOWDOWN}x slower ` +
        '(CDP Emulation.setCPUThrottlingRate on the page) and the network profile named; first: ' +
        'a fresh context (empty cache), from the tap on "Try demo mode" until Home shows Today\'s ' +
        'Progress; cached: a reload of the same context 3 s later (engine and code from the HTTP ' +
        'cache, the database from IndexedDB), from the reload until the ' +
        'same. Service workers blocked: CDP throttles the page and its dedicated worker, not a ' +
        "service worker's fetches. Bytes: response bodies as sent (Playwright request.sizes). " +
        `Median of ${runs} runs.`,
      budget: DEMO_START_BUDGET,
      profiles,
    };
  } finally {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}
