import { chromium } from 'playwright-core';
import { ApiClient } from '../tests/e2e/support/api';
import { makeDataDir, removeDataDir, startServer } from '../tests/e2e/support/server';
import { FAMILY_EMAIL, FAMILY_PASSWORD, seedFamily } from './seed-family';
const dataDir = await makeDataDir();
await seedFamily(dataDir);
const server = await startServer({ dataDir });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const api = new ApiClient(server.url);
  await api.signIn(FAMILY_EMAIL, FAMILY_PASSWORD);
  const [name, value] = api.cookieHeader().split('=');
  for (const width of [390, 320]) {
    const ctx = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: 1 });
    await ctx.addCookies([{ name: name!, value: value!, url: server.url }]);
    const page = await ctx.newPage();
    for (const path of (process.argv[2] ?? '/,/medications,/health').split(',')) {
      await page.goto(server.url + path);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/${path.replace(/\W+/g, '_') || 'home'}-${width}.png` });
    }
    await ctx.close();
  }
} finally { await browser.close(); await server.stop(); await removeDataDir(dataDir); }
