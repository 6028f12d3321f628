import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUrl, openingLists, type ListParams } from '@core/health/tracker-lists';
import { HOME_OPENING_KEYS } from '@core/routes/page-data';
import { readEnv } from '@server/env';
import { SESSION_COOKIE } from '@server/http/session';
import { DataDirInUseError, lockDataDir } from '@server/platform/data-dir-lock';
import { scryptHasher } from '@server/platform/passwords';
import { scriptSafeJson, signedInHtml, webHandler } from '@server/platform/web';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

describe('readEnv', () => {
  it('has working defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 5000,
      DATA_DIR: './data',
      NODE_ENV: 'production',
      APP_URL: 'http://localhost:5000',
      UPLOAD_QUOTA_MB: 200,
      UPLOADS_PER_HOUR: 30,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });
  it('names the bad variable', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres:\/\//,
    );
    expect(() => readEnv({ ADSENSE_PUBLISHER_ID: 'pub-1' })).toThrow(/ADSENSE_PUBLISHER_ID/);
    expect(() => readEnv({ UPLOAD_QUOTA_MB: '0' })).toThrow(/UPLOAD_QUOTA_MB/);
    expect(() => readEnv({ UPLOADS_PER_HOUR: 'many' })).toThrow(/UPLOADS_PER_HOUR/);
  });
});

describe('lockDataDir', () => {
  it('lets one holder in at a time and frees the folder on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mm-lock-'));
    try {
      const first = await lockDataDir(dir);
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(lockDataDir(join(dir, '.'))).rejects.toThrow(`pid ${process.pid}`);
      await first.release();
      const second = await lockDataDir(dir);
      await second.release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('scryptHasher', () => {
  it('verifies the right password only, and rejects a corrupt hash', async () => {
    const h = await scryptHasher.hash('Namaste-123');
    expect(await scryptHasher.verify('Namaste-123', h)).toBe(true);
    expect(await scryptHasher.verify('namaste-123', h)).toBe(false);
    expect(await scryptHasher.verify('Namaste-123', 'bcrypt$x')).toBe(false);
    expect(await scryptHasher.verify('Namaste-123', h.replace(/\$[^$]+$/, '$AAAA'))).toBe(false);
  });
});

/** Home's answers' paths (ADR 025): not a tracker's readings. */
const HOME_PATHS = new Set<unknown>(Object.values(HOME_OPENING_KEYS).map((key) => key[0]));

describe('webHandler', () => {
  const INDEX =
    '<!doctype html><html><head><title>MedMitra</title></head><body><div id="root"></div></body></html>';
  // Any session cookie at all: the choice of page does not look the session up.
  const signedIn = { cookie: `${SESSION_COOKIE}=not-even-a-real-token` };
  let ctx: TestContext;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'mm-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), INDEX);
    writeFileSync(
      join(web, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    );
    writeFileSync(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    mkdirSync(join(web, 'prerendered'));
    for (const page of ['sign-in', 'forgot-password', 'reset-password']) {
      writeFileSync(join(web, 'prerendered', `${page}.html`), `<h2>prerendered ${page}</h2>`);
    }
    // ADR 039: the signed-in frame, by language and tab.
    writeFileSync(
      join(web, 'prerendered', 'signed-in-frames.json'),
      JSON.stringify({
        en: { '/': '<nav>en home</nav>', '/family': '<nav>en family</nav>', none: '<nav>en</nav>' },
        hi: { '/': '<nav>hi home</nav>' },
      }),
    );
    // The build's manifest, cut down to the chunks a signed-in Home and /medications load.
    mkdirSync(join(web, '.vite'));
    writeFileSync(
      join(web, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_lib.js'] },
        '_lib.js': { file: 'assets/lib-1.js' },
        '_icons.js': { file: 'assets/icons-2.js', imports: ['_lib.js'] },
        'shell/signed-in-app.tsx': {
          file: 'assets/signed-in-app-3.js',
          imports: ['index.html', '_lib.js'],
        },
        'features/home/home-page.tsx': {
          file: 'assets/home-page-4.js',
          imports: ['index.html', '_icons.js'],
        },
        'features/home/home-lists.tsx': { file: 'assets/home-lists-5.js', imports: ['_icons.js'] },
        'features/medications/medications-page.tsx': { file: 'assets/medications-page-6.js' },
        // ADR 026: the Hindi parts of Home's first render, and the code that loads them.
        'lib/i18n/first-render.ts': { file: 'assets/first-render-7.js', imports: ['_lib.js'] },
        'locales/hi/start/features/home/home-page.tsx.js': { file: 'assets/messages-hi-a.js' },
        'locales/hi/start/features/home/home-lists.tsx.js': { file: 'assets/messages-hi-b.js' },
        'locales/hi/start/features/install/install-card.tsx.js': {
          file: 'assets/messages-hi-c.js',
        },
      }),
    );
    ctx = await createTestContext({ web: webHandler(web) });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('caches hashed assets forever, and compresses them', async () => {
    const res = await ctx.app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('revalidates the service worker and the page', async () => {
    expect((await ctx.app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    const page = await ctx.app.request('/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers app routes with index.html, but a missing asset with 404', async () => {
    const page = await ctx.app.request('/profile', { headers: signedIn });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>MedMitra</title>');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await ctx.app.request('/assets/missing.js')).status).toBe(404);
    expect((await ctx.app.request('/api/nope')).headers.get('content-type')).toMatch(/json/);
  });

  describe('prerendered signed-out pages (ADR 020)', () => {
    const text = async (path: string, headers: Record<string, string> = {}) => {
      const res = await ctx.app.request(path, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toMatch(/cookie/i);
      return res.text();
    };

    it('gives a visitor without a session cookie the signed-out page of the route', async () => {
      expect(await text('/')).toContain('prerendered sign-in');
      expect(await text('/medications?openDialog=true')).toContain('prerendered sign-in');
      expect(await text('/forgot-password')).toContain('prerendered forgot-password');
      expect(await text(`/reset-password?token=${'t'.repeat(32)}`)).toContain(
        'prerendered reset-password',
      );
    });

    it('gives a cookie whose session has ended the plain shell, never the sign-in form', async () => {
      expect(await text('/', signedIn)).toBe(INDEX);
      expect(await text('/forgot-password', signedIn)).toBe(INDEX);
    });

    it('gives the plain shell where no page was prerendered', async () => {
      // The build writes reset-password-incomplete.html; this one was not.
      expect(await text('/reset-password')).toBe(INDEX);
      // A build without the public site (ADR 028): a public path is not found, and the app's
      // shell shows its not-found page.
      const publicPage = await ctx.app.request('/public-privacy-policy');
      expect(publicPage.status).toBe(404);
      expect(await publicPage.text()).toBe(INDEX);
    });

    it('does not serve the prerendered files at addresses of their own', async () => {
      expect((await ctx.app.request('/prerendered/sign-in.html')).status).toBe(404);
      // The service worker's copy of the shell.
      expect(await (await ctx.app.request('/index.html')).text()).toBe(INDEX);
    });
  });

  describe('a navigation with a live session (ADR 025)', () => {
    const page = async (path: string, cookie: string) => {
      const res = await ctx.app.request(path, {
        headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
      });
      expect(res.status).toBe(200);
      return { res, html: await res.text() };
    };
    const accountIn = (html: string) => {
      const block = /<script type="application\/json" id="mm-account">([^<]*)<\/script>/.exec(html);
      return block ? (JSON.parse(block[1] ?? '') as { user: Record<string, unknown> }) : null;
    };
    const preloadsIn = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" \/>/g)].map((m) => m[1]);
    // The family list among the page's answers, under GET /api/family-members' key.
    const familyIn = (html: string) => {
      const block = /<script type="application\/json" id="mm-answers">([^<]*)<\/script>/.exec(html);
      const answers = block
        ? (JSON.parse(block[1] ?? '') as { key: unknown; answer: unknown }[])
        : [];
      const family = answers.find((a) => JSON.stringify(a.key) === '["/api/family-members"]');
      return family ? family.answer : null;
    };
    const addMember = async (cookie: string, name: string) => {
      const res = await ctx.call('POST', '/api/family-members', {
        cookie,
        json: { name, relation: 'mother' },
      });
      expect(res.status).toBe(201);
    };

    it("carries the session's own account, and no shared cache may keep it", async () => {
      const owner = await signUp(ctx);
      const { res, html } = await page('/', owner.cookie);
      expect(accountIn(html)?.user).toMatchObject({
        id: owner.user.id,
        email: owner.email,
        language: 'en',
      });
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('vary')).toMatch(/cookie/i);
      // The same route for another account names that account only.
      const other = await signUp(ctx);
      const second = accountIn((await page('/', other.cookie)).html);
      expect(second?.user.id).toBe(other.user.id);
      expect(JSON.stringify(second)).not.toContain(owner.email);
    });

    it("names the page's chunks and their static imports, not the entry", async () => {
      const { cookie } = await signUp(ctx);
      expect(preloadsIn((await page('/', cookie)).html).sort()).toEqual([
        '/assets/home-lists-5.js',
        '/assets/home-page-4.js',
        '/assets/icons-2.js',
        '/assets/lib-1.js',
        '/assets/signed-in-app-3.js',
      ]);
      expect(preloadsIn((await page('/medications?x=1', cookie)).html).sort()).toEqual([
        '/assets/lib-1.js',
        '/assets/medications-page-6.js',
        '/assets/signed-in-app-3.js',
      ]);
      // A path no page answers: the account, no chunk names.
      const unknown = await page('/nowhere', cookie);
      expect(preloadsIn(unknown.html)).toEqual([]);
      expect(accountIn(unknown.html)).not.toBeNull();
    });

    it("names a Hindi account's first-render catalogue parts, and none in English (ADR 026)", async () => {
      const messagesIn = (html: string) => {
        const block = /<script type="application\/json" id="mm-messages">([^<]*)<\/script>/.exec(
          html,
        );
        return block ? (JSON.parse(block[1] ?? '') as Record<string, string[]>) : null;
      };
      const { cookie } = await signUp(ctx);
      expect(messagesIn((await page('/', cookie)).html)).toBeNull();
      const patched = await ctx.call('PATCH', '/api/auth/user', {
        cookie,
        json: { language: 'hi' },
      });
      expect(patched.status).toBe(200);
      const home = (await page('/', cookie)).html;
      const parts = [
        '/assets/messages-hi-a.js',
        '/assets/messages-hi-b.js',
        '/assets/messages-hi-c.js',
      ];
      expect(messagesIn(home)).toEqual({ hi: parts });
      // Preloaded with the page's code, and the module that loads them.
      expect(preloadsIn(home)).toEqual(
        expect.arrayContaining([...parts, '/assets/first-render-7.js']),
      );
      // A page whose parts the build lacks (here /medications): none named, the app loads the
      // whole catalogue.
      const medications = (await page('/medications', cookie)).html;
      expect(messagesIn(medications)).toBeNull();
      expect(preloadsIn(medications)).not.toContain('/assets/first-render-7.js');
    });

    it("carries the cookie's own family, as GET /api/family-members answers it, and nobody else's", async () => {
      const owner = await signUp(ctx);
      await addMember(owner.cookie, 'Meera');
      const other = await signUp(ctx);
      await addMember(other.cookie, 'Zubin');
      const answer = await ctx.call('GET', '/api/family-members', { cookie: owner.cookie });
      expect(answer.status).toBe(200);
      const { res, html } = await page('/health?tab=blood-pressure', owner.cookie);
      expect(familyIn(html)).toEqual(answer.body);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(html).not.toContain('Zubin');
      expect(html).not.toContain(other.user.id);
      // The other account's page names its own family only.
      const theirs = familyIn((await page('/health', other.cookie)).html);
      expect(JSON.stringify(theirs)).toContain('Zubin');
      expect(JSON.stringify(theirs)).not.toContain('Meera');
      // Signed out, the same cookie gets the plain shell: no account, no family.
      expect((await ctx.call('POST', '/api/auth/signout', { cookie: owner.cookie })).status).toBe(
        200,
      );
      expect((await page('/health?tab=blood-pressure', owner.cookie)).html).toBe(INDEX);
      // No cookie at all: the signed-out page, with neither.
      const signedOut = await (await ctx.app.request('/health?tab=blood-pressure')).text();
      expect(signedOut).not.toContain('mm-answers');
      expect(signedOut).not.toContain('Meera');
    });

    it('carries the family only to the pages that start from it', async () => {
      const { cookie } = await signUp(ctx);
      for (const path of [
        '/health?tab=sugar-levels',
        '/family',
        '/medications',
        '/health-tracking',
      ]) {
        expect(familyIn((await page(path, cookie)).html), path).toHaveLength(1);
      }
      for (const path of ['/', '/profile', '/prices', '/nowhere']) {
        const { html } = await page(path, cookie);
        expect(familyIn(html), path).toBeNull();
        expect(accountIn(html), path).not.toBeNull();
      }
    });

    it("carries the opened tab's first readings, as GET answers them, for the account's own self", async () => {
      // The reading lists among the page's answers: path, params and answer.
      const readingsIn = (html: string) => {
        const block = /<script type="application\/json" id="mm-answers">([^<]*)<\/script>/.exec(
          html,
        );
        if (!block) return null;
        const entries = JSON.parse(block[1] ?? '') as {
          key: [string, ListParams];
          answer: unknown;
        }[];
        const lists = entries
          .map(({ key: [path, params], answer }) => ({ path, params, answer }))
          .filter((list) => list.path !== '/api/family-members' && !HOME_PATHS.has(list.path));
        return lists.length > 0 ? lists : null;
      };
      const owner = await signUp(ctx);
      const other = await signUp(ctx);
      const members = await ctx.call<{ id: string; isSelf: boolean }[]>(
        'GET',
        '/api/family-members',
        {
          cookie: owner.cookie,
        },
      );
      const self = members.body.find((m) => m.isSelf)?.id ?? '';
      const add = async (cookie: string, memberId: string, systolic: number) => {
        const res = await ctx.call('POST', '/api/blood-pressure', {
          cookie,
          json: { memberId, systolic, diastolic: 80, measuredAt: ctx.now.toISOString() },
        });
        expect(res.status).toBe(201);
      };
      await add(owner.cookie, self, 124);
      const theirSelf = (
        await ctx.call<{ id: string; isSelf: boolean }[]>('GET', '/api/family-members', {
          cookie: other.cookie,
        })
      ).body.find((m) => m.isSelf)?.id;
      await add(other.cookie, theirSelf ?? '', 171);

      const lists = readingsIn((await page('/health?tab=blood-pressure', owner.cookie)).html);
      expect(lists?.map((l) => l.params)).toEqual(
        openingLists('blood-pressure', self, ctx.now, 'Asia/Kolkata'),
      );
      for (const list of lists ?? []) {
        const answer = await ctx.call('GET', listUrl('blood-pressure', list.params), {
          cookie: owner.cookie,
        });
        expect(list.path).toBe('/api/blood-pressure');
        expect(list.answer).toEqual(answer.body);
        expect(JSON.stringify(list.answer)).toContain('124');
        expect(JSON.stringify(list.answer)).not.toContain('171');
      }
      // A reading added since is in the next page: its lists are cached under the scope the
      // write drops.
      await add(owner.cookie, self, 133);
      const again = readingsIn((await page('/health', owner.cookie)).html);
      expect(JSON.stringify(again?.[0]?.answer)).toContain('133');
      // Eye tests: one whole list; the period tab and other pages: none.
      const eye = readingsIn((await page('/health?tab=eye-sight', owner.cookie)).html);
      expect(eye?.map((l) => [l.path, l.params.limit])).toEqual([['/api/eye-tests', 200]]);
      for (const path of ['/health?tab=period-tracker', '/', '/family', '/medications']) {
        expect(readingsIn((await page(path, owner.cookie)).html), path).toBeNull();
      }
    });

    it("carries Home's first answers, as GET answers them, for the cookie's own account only", async () => {
      const answersIn = (html: string) => {
        const block = /<script type="application\/json" id="mm-answers">([^<]*)<\/script>/.exec(
          html,
        );
        return block ? (JSON.parse(block[1] ?? '') as { key: unknown[]; answer: unknown }[]) : [];
      };
      const owner = await signUp(ctx);
      const other = await signUp(ctx);
      const add = async (cookie: string, name: string) => {
        const res = await ctx.call('POST', '/api/medications', {
          cookie,
          json: { name, dosage: '5 mg', notation: '1-0-1' },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      };
      await add(owner.cookie, 'Amlodipine');
      await add(other.cookie, 'Metformin');

      const { html } = await page('/', owner.cookie);
      const answers = answersIn(html);
      expect(answers.map((a) => a.key)).toEqual(Object.values(HOME_OPENING_KEYS));
      const urls: Record<string, string> = {
        '/api/statistics': '/api/statistics',
        '/api/medication-reminders': '/api/medication-reminders',
        '/api/medication-logs': '/api/medication-logs?limit=3',
        '/api/notifications': '/api/notifications',
      };
      for (const { key, answer } of answers) {
        const url = urls[String(key[0])] ?? '';
        const fetched = await ctx.call('GET', url, { cookie: owner.cookie });
        expect(fetched.status, url).toBe(200);
        expect(answer, url).toEqual(fetched.body);
      }
      expect(JSON.stringify(answers)).toContain('Amlodipine');
      expect(html).not.toContain('Metformin');
      expect(html).not.toContain(other.user.id);
      // Only Home gets them.
      for (const path of ['/profile', '/prices', '/family', '/health']) {
        const keys = answersIn((await page(path, owner.cookie)).html).map((a) => a.key[0]);
        expect(keys, path).not.toContain('/api/statistics');
      }
    });

    it('escapes a member name that could end the block or be read as a pattern', async () => {
      const owner = await signUp(ctx);
      const hostile = "</script><script>alert(1)</script>$&$'";
      await addMember(owner.cookie, hostile);
      const { html } = await page('/family', owner.cookie);
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      expect(html).not.toContain('<script>alert(1)');
      const names = (familyIn(html) as { name: string }[]).map((m) => m.name);
      expect(names).toContain(hostile);
    });

    it("paints the frame with the page's tab in the account's language in #root (ADR 039)", async () => {
      const rootOf = (html: string) => /<div id="root">(.*?)<\/div><\/body>/.exec(html)?.[1];
      const { cookie } = await signUp(ctx);
      expect(rootOf((await page('/', cookie)).html)).toBe('<nav>en home</nav>');
      expect(rootOf((await page('/family/any-member', cookie)).html)).toBe('<nav>en family</nav>');
      expect(rootOf((await page('/admin', cookie)).html)).toBe('<nav>en</nav>');
      const patched = await ctx.call('PATCH', '/api/auth/user', {
        cookie,
        json: { language: 'hi' },
      });
      expect(patched.status).toBe(200);
      expect(rootOf((await page('/', cookie)).html)).toBe('<nav>hi home</nav>');
      // A frame the build did not make: the empty #root, as before.
      expect(rootOf((await page('/family', cookie)).html)).toBe('');
      // Never without a live session: the service worker's and a signed-out visitor's pages.
      expect(rootOf(await (await ctx.app.request('/profile')).text())).toBeUndefined();
    });

    it('no longer carries the account once the session is signed out', async () => {
      const { cookie } = await signUp(ctx);
      expect((await ctx.call('POST', '/api/auth/signout', { cookie })).status).toBe(200);
      const { html } = await page('/', cookie);
      expect(html).toBe(INDEX);
    });
  });

  describe('the account block cannot be broken out of', () => {
    const hostile = "</script><script>alert(1)</script><!-- $& $' \u2028";
    it('escapes what could end the script element or start a comment', () => {
      const json = scriptSafeJson({ name: hostile });
      expect(json).not.toMatch(/[<>&\u2028]/);
      expect(JSON.parse(json)).toEqual({ name: hostile });
    });
    it('inserts the text as it is, not as a replacement pattern', () => {
      const html = signedInHtml('<head></head>', [], {
        account: {
          id: 'u1',
          email: 'a@b.in',
          username: hostile,
          dateOfBirth: null,
          timeZone: 'Asia/Kolkata',
          language: 'en',
          role: 'user',
          createdAt: '2026-11-24T00:00:00.000Z',
          policyVersion: 1,
          policyAcceptedAt: '2026-11-24T00:00:00.000Z',
          policyConsentNeeded: false,
        },
      });
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(html).not.toContain('<head><head>');
      const json = /id="mm-account">(.*)<\/script>/.exec(html)?.[1] ?? '';
      expect((JSON.parse(json) as { user: { username: string } }).user.username).toBe(hostile);
    });
  });
});
