// Screenshots of signed-in pages at phone widths (390 and 320 px) on the bench's seeded family
// account, against the built server: what a person sees, to look at after changing a screen.
// Run: npm run build && npx tsx bench/shots.ts [/,/medications,/health] [out-dir] [en|hi]
// (the account's language; signed-out pages: /sign-in-page shows the sign-in page).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser } from '../harness/browser';
import { ApiClient } from '../harness/api';
import { makeDataDir, removeDataDir, startServer } from '../harness/server';
import { FAMILY_EMAIL, FAMILY_PASSWORD, seedFamily } from './seed-family';

const paths = (process.argv[2] ?? '/,/medications,/health').split(',');
const outDir = process.argv[3] ?? '/tmp/shots';
const language = process.argv[4] ?? 'en';
await mkdir(outDir, { recursive: true });

const dataDir = await makeDataDir();
await seedFamily(dataDir);
const server = await startServer({ dataDir });
const browser = await launchBrowser();
try {
  const api = new ApiClient(server.url);
  await api.signIn(FAMILY_EMAIL, FAMILY_PASSWORD);
  const saved = await api.request('PATCH', '/api/auth/user', { language });
  if (saved.status !== 200) throw new Error(`Could not set the language: ${saved.status}`);
  const [name = '', value = ''] = api.cookieHeader().split('=');
  for (const width of [390, 320]) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const signedOut = await browser.newContext({ viewport: { width, height: 844 } });
    await signedOut.addInitScript((lang) => localStorage.setItem('mm_language', lang), language);
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    const visitor = await signedOut.newPage();
    for (const path of paths) {
      const tab = path === '/sign-in-page' ? visitor : page;
      await tab.goto(server.url + (path === '/sign-in-page' ? '/' : path));
      await tab.waitForLoadState('networkidle');
      const file = join(
        outDir,
        `${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${language}-${width}.png`,
      );
      await tab.screenshot({ path: file, fullPage: true });
      process.stdout.write(`${file}\n`);
    }
    await context.close();
    await signedOut.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await removeDataDir(dataDir);
}
