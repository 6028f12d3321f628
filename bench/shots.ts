// Screenshots of signed-in pages at phone widths (390 and 320 px) on the bench's seeded family
// account, against the built server: what a person sees, to look at after changing a screen.
// Run: npm run build && npx tsx bench/shots.ts [/,/medications,/health] [out-dir]
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser } from '../tests/e2e/support/browser';
import { ApiClient } from '../tests/e2e/support/api';
import { makeDataDir, removeDataDir, startServer } from '../tests/e2e/support/server';
import { FAMILY_EMAIL, FAMILY_PASSWORD, seedFamily } from './seed-family';

const paths = (process.argv[2] ?? '/,/medications,/health').split(',');
const outDir = process.argv[3] ?? '/tmp/shots';
await mkdir(outDir, { recursive: true });

const dataDir = await makeDataDir();
await seedFamily(dataDir);
const server = await startServer({ dataDir });
const browser = await launchBrowser();
try {
  const api = new ApiClient(server.url);
  await api.signIn(FAMILY_EMAIL, FAMILY_PASSWORD);
  const [name = '', value = ''] = api.cookieHeader().split('=');
  for (const width of [390, 320]) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(server.url + path);
      await page.waitForLoadState('networkidle');
      const file = join(
        outDir,
        `${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`,
      );
      await page.screenshot({ path: file });
      process.stdout.write(`${file}\n`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await removeDataDir(dataDir);
}
