import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFileSync } from 'node:fs';
import { ApiClient } from '../tests/e2e/support/api';
import { makeDataDir, removeDataDir, startServer } from '../tests/e2e/support/server';
import { FAMILY_EMAIL, FAMILY_PASSWORD, seedFamily } from './seed-family';
const run = promisify(execFile);
const path = process.argv[2] ?? '/';
const dataDir = await makeDataDir();
await seedFamily(dataDir);
const server = await startServer({ dataDir });
try {
  const api = new ApiClient(server.url);
  await api.signIn(FAMILY_EMAIL, FAMILY_PASSWORD);
  await run('node_modules/.bin/lighthouse', [server.url + path, '--quiet', '--output=json', '--save-assets', '--output-path=/tmp/lhd/report.json', '--only-categories=performance', '--chrome-path=/usr/bin/chromium', '--chrome-flags=--headless=new --no-sandbox', ...(process.env.SIGNED_OUT ? [] : [`--extra-headers=${JSON.stringify({ Cookie: api.cookieHeader() })}`])], { maxBuffer: 512 * 1024 * 1024 });
  const stdout = (await import('node:fs')).readFileSync('/tmp/lhd/report.json', 'utf8');
  writeFileSync('/tmp/lh.json', stdout);
  const r = JSON.parse(stdout);
  const a = r.audits;
  console.log('CLS', a['cumulative-layout-shift'].numericValue, 'SI', a['speed-index'].numericValue); console.log('score', r.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'FCP', a['first-contentful-paint'].numericValue);
  const m = a.metrics.details.items[0]; console.log('observed FCP', m.observedFirstContentfulPaint, 'LCP', m.observedLargestContentfulPaint, 'nav', m.observedNavigationStart);
  for (const it of a['network-requests'].details.items) console.log(Math.round(it.networkRequestTime), Math.round(it.networkEndTime), it.transferSize, it.url.replace(server.url, ''));
  console.log(JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.map((i: any) => i.items), null, 1).slice(0, 2000));
} finally { await server.stop(); await removeDataDir(dataDir); }
