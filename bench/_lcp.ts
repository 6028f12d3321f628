import { chromium } from 'playwright-core';
import { ApiClient } from '../tests/e2e/support/api';
import { makeDataDir, removeDataDir, startServer } from '../tests/e2e/support/server';
import { FAMILY_EMAIL, FAMILY_PASSWORD, seedFamily } from './seed-family';
const path = process.argv[2] ?? '/';
const dataDir = await makeDataDir();
await seedFamily(dataDir);
const server = await startServer({ dataDir });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const api = new ApiClient(server.url);
  await api.signIn(FAMILY_EMAIL, FAMILY_PASSWORD);
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, extraHTTPHeaders: { Cookie: api.cookieHeader() } });
  const p = await ctx.newPage();
  await p.addInitScript(() => {
    (window as any).__lcp = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push([e.entryType, e.name, Math.round(e.startTime), e.element?.tagName, (e.element?.textContent ?? '').slice(0, 60), e.size]); }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push([e.entryType, e.name, Math.round(e.startTime)]); }).observe({ type: 'paint', buffered: true });
  });
  await p.goto(server.url + path, { waitUntil: 'commit' });
  const first = await p.waitForFunction(() => { const el = document.querySelector('main'); return el && el.innerText.includes('For ') ? el.innerText : null; }, null, { polling: 'raf' });
  console.log('AT FIRST PAINT:', JSON.stringify(await first.jsonValue()));
  await p.waitForTimeout(3000);
  console.log(await p.evaluate(() => JSON.stringify((window as any).__lcp, null, 0)));
} finally { await b.close(); await server.stop(); await removeDataDir(dataDir); }
