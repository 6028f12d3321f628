import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prescription } from '@core/contract/prescriptions';
import { prescriptions } from '@server/db/schema';
import { PDF_BYTES, PNG_BYTES, uploadForm } from '../../harness/fixtures';
import { createTestContext, signUp, testConfig, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function upload(cookie: string, form: FormData) {
  return ctx.call<Prescription>('POST', '/api/prescriptions', { cookie, body: form });
}

describe('prescriptions', () => {
  it('stores a photo and a PDF by their real type, lists them newest first, serves them to the owner only', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const png = await upload(a.cookie, uploadForm(PNG_BYTES, 'IMG 2026<script>.png', 'image/png'));
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({
      mimeType: 'image/png',
      fileName: 'IMG 2026script.png',
      sizeBytes: PNG_BYTES.length,
    });
    ctx.advance(1000);
    // A PDF sent with a wrong name and type is still a PDF.
    const pdf = await upload(a.cookie, uploadForm(PDF_BYTES, 'report.jpg', 'image/jpeg'));
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({ mimeType: 'application/pdf', fileName: 'report.pdf' });

    const list = await ctx.call<Prescription[]>('GET', '/api/prescriptions', { cookie: a.cookie });
    expect(list.body.map((p) => p.id)).toEqual([pdf.body.id, png.body.id]);

    const file = await ctx.app.request(png.body.fileUrl, {
      headers: { cookie: `mm_session=${a.cookie}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_BYTES);

    const foreign = await ctx.app.request(png.body.fileUrl, {
      headers: { cookie: `mm_session=${b.cookie}` },
    });
    expect(foreign.status).toBe(404);
    expect((await ctx.app.request(png.body.fileUrl)).status).toBe(401);
    expect(
      (await ctx.call<Prescription[]>('GET', '/api/prescriptions', { cookie: b.cookie })).body,
    ).toEqual([]);

    expect(
      (await ctx.call('DELETE', `/api/prescriptions/${png.body.id}`, { cookie: a.cookie })).status,
    ).toBe(200);
    expect(
      (await ctx.app.request(png.body.fileUrl, { headers: { cookie: `mm_session=${a.cookie}` } }))
        .status,
    ).toBe(404);
  });

  it('keeps a Hindi or Tamil file name whole and serves it with an RFC 6266 header', async () => {
    const a = await signUp(ctx);
    const hindi = await upload(a.cookie, uploadForm(PNG_BYTES, 'पर्ची.jpg', 'image/jpeg'));
    expect(hindi.status, JSON.stringify(hindi.body)).toBe(201);
    // The vowel signs are combining marks: they stay (once it became परच).
    expect(hindi.body.fileName).toBe('पर्ची.png');
    const tamil = await upload(
      a.cookie,
      uploadForm(PDF_BYTES, 'மருந்து/../x.pdf', 'application/pdf'),
    );
    expect(tamil.body.fileName).toBe('மருந்து.x.pdf');

    const file = await ctx.app.request(hindi.body.fileUrl, {
      headers: { cookie: `mm_session=${a.cookie}` },
    });
    expect(file.status).toBe(200);
    const disposition = file.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^inline; filename="[ -~]*"; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('पर्ची.png')}`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a PDF as a download unless the viewer asks for ?inline=1', async () => {
    const a = await signUp(ctx);
    const pdf = await upload(a.cookie, uploadForm(PDF_BYTES, 'report.pdf', 'application/pdf'));
    const get = (url: string) =>
      ctx.app.request(url, { headers: { cookie: `mm_session=${a.cookie}` } });
    const download = await get(pdf.body.fileUrl);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?report\.pdf"?$/,
    );
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    const shown = await get(`${pdf.body.fileUrl}?inline=1`);
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(shown.headers.get('content-security-policy')).toContain('sandbox');
    const bad = await get(`${pdf.body.fileUrl}?inline=yes`);
    expect(bad.status).toBe(400);
  });

  it('refuses a text file renamed .jpg, an empty file and a missing field, saving nothing', async () => {
    const a = await signUp(ctx);
    const text = await upload(
      a.cookie,
      uploadForm(new TextEncoder().encode('just some text'), 'rx.jpg', 'image/jpeg'),
    );
    expect(text.status).toBe(415);
    expect(text.body).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only photos (JPEG, PNG, WebP) or PDF files can be uploaded',
    });
    const empty = await upload(a.cookie, uploadForm(new Uint8Array(), 'rx.png', 'image/png'));
    expect(empty.status).toBe(400);
    const form = new FormData();
    form.append('photo', 'x');
    const missing = await upload(a.cookie, form);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'Please choose a photo or a PDF of the prescription',
    });
    expect(
      (await ctx.call<Prescription[]>('GET', '/api/prescriptions', { cookie: a.cookie })).body,
    ).toEqual([]);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const a = await signUp(ctx);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    const res = await upload(a.cookie, uploadForm(big, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      message: 'The file is larger than 10 MB. Please choose a smaller file',
    });
  });

  it('files a prescription under a member of the account only', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const bMembers = await ctx.call<Array<{ id: string }>>('GET', '/api/family-members', {
      cookie: b.cookie,
    });
    const res = await upload(
      a.cookie,
      uploadForm(PNG_BYTES, 'rx.png', 'image/png', { memberId: bMembers.body[0]!.id }),
    );
    expect(res.status).toBe(404);
    const bad = await upload(
      a.cookie,
      uploadForm(PNG_BYTES, 'rx.png', 'image/png', { memberId: 'nobody' }),
    );
    expect(bad.status).toBe(400);
  });
});

describe('storage quota and upload rate (10 MB and 5 an hour here)', () => {
  const MB = 1024 * 1024;
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({
      config: testConfig({ uploads: { quotaBytes: 10 * MB, perHour: 5 } }),
    });
  });
  afterAll(() => limited.close());

  /** A PNG's header padded to `bytes`: the server sniffs it as a PNG. */
  const pngOf = (bytes: number) => {
    const b = new Uint8Array(bytes);
    b.set(PNG_BYTES);
    return uploadForm(b, 'rx.png', 'image/png');
  };
  const send = (cookie: string, form: FormData) =>
    limited.call<Prescription>('POST', '/api/prescriptions', { cookie, body: form });
  /** What is stored for the account: rows and files on disk. */
  async function stored(userId: string) {
    const rows = await limited.database.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.userId, userId));
    const dir = join(limited.filesDir, 'prescriptions', userId);
    const files = existsSync(dir) ? readdirSync(dir) : [];
    return { rows: rows.length, bytes: rows.reduce((n, r) => n + r.sizeBytes, 0), files };
  }

  it('refuses an upload past the quota with 413 and a clear message, storing nothing; another account is unaffected; deleting frees the space', async () => {
    const a = await signUp(limited);
    const b = await signUp(limited);
    const first = await send(a.cookie, pngOf(6 * MB));
    expect(first.status).toBe(201);
    const over = await send(a.cookie, pngOf(5 * MB));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({
      code: 'QUOTA_EXCEEDED',
      message:
        'Storage full: your prescriptions use 6 MB of your 10 MB and this file needs 5 MB. Delete some to upload more.',
      // The figures for the client's own words (ADR 026): it need not read the English.
      params: { usedMb: '6', quotaMb: '10', fileMb: '5' },
    });
    expect(await stored(a.user.id)).toEqual({ rows: 1, bytes: 6 * MB, files: [first.body.id] });

    // The quota is each account's own.
    expect((await send(b.cookie, pngOf(6 * MB))).status).toBe(201);

    const del = await limited.call('DELETE', `/api/prescriptions/${first.body.id}`, {
      cookie: a.cookie,
    });
    expect(del.status).toBe(200);
    const again = await send(a.cookie, pngOf(5 * MB));
    expect(again.status).toBe(201);
    expect(await stored(a.user.id)).toEqual({ rows: 1, bytes: 5 * MB, files: [again.body.id] });
  });

  /**
   * Holds each file write until `n` have been written, so the `n` uploads reach the quota check
   * together instead of one after the other (the widest race the server can meet).
   */
  function writesTogether(n: number): () => void {
    const { files } = limited.deps;
    const original = files.put;
    let written = 0;
    let release = () => {};
    const all = new Promise<void>((resolve) => (release = resolve));
    files.put = async (key, bytes) => {
      await original(key, bytes);
      written += 1;
      if (written === n) release();
      await all;
    };
    return () => {
      files.put = original;
    };
  }

  it('holds under parallel uploads: four 4 MB files with 10 MB free, only two land', async () => {
    const a = await signUp(limited);
    const restore = writesTogether(4);
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => send(a.cookie, pngOf(4 * MB))),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 413, 413]);
      const landed = answers.filter((r) => r.status === 201).map((r) => r.body.id);
      expect(await stored(a.user.id)).toEqual({
        rows: 2,
        bytes: 8 * MB,
        files: expect.arrayContaining(landed),
      });
      expect((await stored(a.user.id)).files).toHaveLength(2);
    } finally {
      restore();
    }
  });

  it('limits uploads per account per hour, parallel ones too; another account and the next hour are fine', async () => {
    const a = await signUp(limited);
    const b = await signUp(limited);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(a.cookie, uploadForm(PNG_BYTES, 'rx.png', 'image/png'))),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(answers.find((r) => r.status === 429)?.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many uploads. Please wait 60 minutes and try again.',
    });
    expect((await stored(a.user.id)).rows).toBe(5);
    expect((await send(b.cookie, uploadForm(PNG_BYTES, 'rx.png', 'image/png'))).status).toBe(201);

    limited.advance(60 * 60_000);
    expect((await send(a.cookie, uploadForm(PNG_BYTES, 'rx.png', 'image/png'))).status).toBe(201);
  });
});
