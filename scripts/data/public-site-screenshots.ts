// Screenshots of the real app for the public pages (ADR 028), in English and Hindi: the built
// server, a family account filled through the API (two members, four medicines, a few months of
// sugar, weight, period and eye readings), a phone-sized viewport, each image
// scaled down and encoded as WebP by Chromium itself (no image library). Writes
// src/web/public-site/images/<name>.<lang>.webp and src/web/public-site/images.ts.
// Run: npm run build && npx tsx scripts/data/public-site-screenshots.ts
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { LANGUAGES } from '../../src/core/i18n/languages';
import { ApiClient } from '../../harness/api';
import { launchBrowser } from '../../harness/browser';
import { makeDataDir, removeDataDir, repoRoot, startServer } from '../../harness/server';

const OUT = join(repoRoot, 'src/web/public-site/images');
/** The viewport photographed (CSS px) and the width of the image written (px). */
const VIEW = { width: 360, height: 640 };
const IMAGE_WIDTH = 540;
const QUALITY = 0.72;

const SHOTS = [
  { name: 'medications', path: '/medications' },
  { name: 'home', path: '/' },
  { name: 'sugar', path: '/health?tab=sugar-levels' },
  { name: 'weight', path: '/health?tab=weight-height' },
  { name: 'period', path: '/health?tab=period-tracker' },
  { name: 'eye', path: '/health?tab=eye-sight' },
] as const;

const DAY = 86_400_000;
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
const instant = (daysAgo: number, hour: number) => {
  const at = new Date(Date.now() - daysAgo * DAY);
  at.setUTCHours(hour - 5, 30, 0, 0); // the hour in India
  return at.toISOString();
};

async function must(api: ApiClient, method: string, path: string, body: unknown) {
  const answer = await api.request(method, path, body);
  if (answer.status >= 300) {
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** What a family has after a few months: medicines for two, and the account holder's readings. */
async function fillAccount(api: ApiClient): Promise<void> {
  const members = (await must(api, 'GET', '/api/family-members', undefined)) as {
    id: string;
    isSelf: boolean;
  }[];
  const self = members.find((m) => m.isSelf);
  if (!self) throw new Error('no self member');
  const memberId = self.id;
  const father = (await must(api, 'POST', '/api/family-members', {
    name: 'Ramesh',
    relation: 'father',
  })) as { id: string };
  const medicines = [
    [memberId, 'Metformin', '500 mg', '1-0-1', true, 46],
    [memberId, 'Thyroxine', '50 mcg', '1-0-0', false, 6],
    [father.id, 'Telmisartan', '40 mg', '1-0-0', false, 24],
    [father.id, 'Atorvastatin', '10 mg', '0-0-1', true, 27],
  ] as const;
  for (const [member, name, dosage, notation, withFood, stock] of medicines) {
    await must(api, 'POST', '/api/medications', {
      memberId: member,
      name,
      dosage,
      notation,
      withFood,
      stock,
      startDate: isoDay(40),
    });
  }
  const sugars = [
    [1, 8, 'fasting', 104],
    [1, 14, 'after_meal', 152],
    [4, 8, 'fasting', 97],
    [7, 8, 'fasting', 109],
    [7, 21, 'after_meal', 138],
    [11, 8, 'fasting', 112],
    [15, 8, 'fasting', 101],
    [20, 8, 'fasting', 118],
    [25, 14, 'after_meal', 161],
  ] as const;
  for (const [daysAgo, hour, type, value] of sugars) {
    await must(api, 'POST', '/api/sugar-levels', {
      memberId,
      value,
      type,
      measuredAt: instant(daysAgo, hour),
    });
  }
  const weights = [
    [2, 61.8],
    [16, 62.4],
    [30, 63.1],
    [45, 63.5],
    [60, 64.2],
    [75, 64.9],
  ] as const;
  for (const [daysAgo, weightKg] of weights) {
    await must(api, 'POST', '/api/body-measurements', {
      memberId,
      weightKg,
      heightCm: 160,
      measuredAt: instant(daysAgo, 7),
    });
  }
  for (const [start, length] of [
    [12, 5],
    [41, 5],
    [69, 4],
    [99, 5],
  ] as const) {
    await must(api, 'POST', '/api/periods', {
      memberId,
      startDate: isoDay(start),
      endDate: isoDay(start - length + 1),
      flow: 'medium',
    });
  }
  const eyes = [
    [700, -1.25, -1.0, -0.5],
    [340, -1.75, -1.5, -0.5],
    [20, -2.25, -2.0, -0.75],
  ] as const;
  for (const [daysAgo, right, left, cyl] of eyes) {
    await must(api, 'POST', '/api/eye-tests', {
      memberId,
      testDate: isoDay(daysAgo),
      right: { sph: right, cyl, axis: 180, acuity: '6/6' },
      left: { sph: left, acuity: '6/6' },
      pd: 62,
      nextCheckup: daysAgo === 20 ? isoDay(-345) : null,
    });
  }
}

/** The viewport as WebP, scaled to IMAGE_WIDTH by the browser's own encoder. */
async function webp(page: Page, png: Buffer): Promise<{ bytes: Buffer; height: number }> {
  const { data, height } = await page.evaluate(
    async ({ base64, width, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.round((image.height * width) / image.width);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      const url = canvas.toDataURL('image/webp', quality);
      return { data: url.slice(url.indexOf(',') + 1), height: canvas.height };
    },
    { base64: png.toString('base64'), width: IMAGE_WIDTH, quality: QUALITY },
  );
  return { bytes: Buffer.from(data, 'base64'), height };
}

const EMAIL = 'sunita@example.in';
const PASSWORD = 'sunita-screens-9';

/** Answers the reminders due now (each is shown once per device), so they do not cover the page. */
async function answerReminders(page: Page): Promise<void> {
  let answered = 0;
  for (; answered < 12; answered++) {
    const taken = page.getByRole('button', { name: /^(Taken|ली गई)$/ });
    if ((await taken.count()) === 0) break;
    await taken.first().click();
    await page.waitForTimeout(300);
  }
  // Again without the "Medication taken!" toasts.
  if (answered > 0) {
    await page.reload();
    await page.waitForLoadState('networkidle');
  }
}

const dataDir = await makeDataDir();
const server = await startServer({ dataDir });
const browser = await launchBrowser();
const sizes: Record<string, number> = {};
try {
  const api = new ApiClient(server.url);
  const signUp = await api.signUp(EMAIL, PASSWORD);
  if (signUp.status !== 200 && signUp.status !== 201) throw new Error(`sign-up: ${signUp.status}`);
  await fillAccount(api);
  const encoder = await (await browser.newContext()).newPage();
  for (const lang of LANGUAGES) {
    const saved = await api.request('PATCH', '/api/auth/user', { language: lang });
    if (saved.status !== 200) throw new Error(`Could not set the language: ${saved.status}`);
    const context = await browser.newContext({
      viewport: VIEW,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: lang === 'hi' ? 'hi-IN' : 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    await context.addCookies(api.cookieList().map((c) => ({ ...c, url: server.url })));
    const page = await context.newPage();
    for (const shot of SHOTS) {
      await page.goto(server.url + shot.path);
      await page.waitForLoadState('networkidle');
      await answerReminders(page);
      // Charts draw after the page shows; the install prompt and toasts are not the subject.
      await page.waitForTimeout(1200);
      const png = await page.screenshot({ animations: 'disabled' });
      const { bytes, height } = await webp(encoder, png);
      await writeFile(join(OUT, `${shot.name}.${lang}.webp`), bytes);
      sizes[shot.name] = height;
      process.stdout.write(`${shot.name}.${lang}.webp ${(bytes.length / 1024).toFixed(1)} KiB\n`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await removeDataDir(dataDir);
}

const imports = SHOTS.flatMap((s) =>
  LANGUAGES.map(
    (lang) => `import ${s.name}${lang.toUpperCase()} from './images/${s.name}.${lang}.webp';`,
  ),
);
const entries = SHOTS.map(
  (s) =>
    `  ${s.name}: {\n    src: { en: ${s.name}EN, hi: ${s.name}HI },\n    width: ${IMAGE_WIDTH},\n    height: ${sizes[s.name]},\n  },`,
);
await writeFile(
  join(repoRoot, 'src/web/public-site/images.ts'),
  `// Written by scripts/data/public-site-screenshots.ts (screenshots of the real app): do not edit by hand.\n${imports.join('\n')}\n\nexport const SCREENSHOTS = {\n${entries.join('\n')}\n} as const;\n\nexport type ScreenshotName = keyof typeof SCREENSHOTS;\n`,
);
