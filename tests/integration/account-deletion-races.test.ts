import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptions, users } from '@server/db/schema';
import type { FileStore } from '@server/deps';
import { diskFileStore } from '@server/platform/file-store';
import { PNG_BYTES, uploadForm } from '../../harness/fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

/**
 * Requests racing an account's deletion (ADR 027). Parallel deletions with the right
 * password send one "account deleted" email; an upload whose account is deleted while it is
 * being stored answers 401 and leaves neither a row nor a file.
 */
let ctx: TestContext;
/** Runs once, right after the next file is written: the deletion that races the upload. */
let afterNextPut: (() => Promise<void>) | null = null;
beforeAll(async () => {
  let disk: FileStore | null = null;
  // The real disk store (the context's own folder), with a hook between writing the file and
  // storing its row: exactly where a deletion that lands mid-upload falls.
  const files: FileStore = {
    async put(key, bytes) {
      await disk!.put(key, bytes);
      const hook = afterNextPut;
      afterNextPut = null;
      if (hook) await hook();
    },
    get: (key) => disk!.get(key),
    delete: (key) => disk!.delete(key),
  };
  ctx = await createTestContext({ files });
  disk = diskFileStore(ctx.filesDir);
});
afterAll(() => ctx.close());

const deleteAccount = (owner: { cookie: string; password: string }) =>
  ctx.call('POST', '/api/data-privacy/delete-account', {
    cookie: owner.cookie,
    json: { password: owner.password },
  });

describe('parallel account deletions', () => {
  it('send the "account deleted" email once, from the request that deleted it', async () => {
    const owner = await signUp(ctx);
    ctx.outbox.length = 0;
    const answers = await Promise.all([1, 2, 3].map(() => deleteAccount(owner)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others find the account gone: signed out, as any request of a deleted account.
    expect(statuses.filter((s) => s === 401)).toHaveLength(2);
    const mails = ctx.outbox.filter((m) => m.to === owner.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your MedMitra account has been deleted']);
    const left = await ctx.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(left).toEqual([]);
  });
});

describe('a prescription upload racing the account deletion', () => {
  it('answers 401 and stores nothing: no row, no file', async () => {
    const owner = await signUp(ctx);
    afterNextPut = async () => {
      const deleted = await deleteAccount(owner);
      expect(deleted.status).toBe(200);
    };
    const res = await ctx.call('POST', '/api/prescriptions', {
      cookie: owner.cookie,
      body: uploadForm(PNG_BYTES, 'rx.png', 'image/png'),
    });
    expect(afterNextPut).toBeNull();
    expect([401, 404]).toContain(res.status);
    expect(res.body).toMatchObject({ code: expect.stringMatching(/UNAUTHORIZED|NOT_FOUND/) });
    const rows = await ctx.database.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.userId, owner.user.id));
    expect(rows).toEqual([]);
    const dir = join(ctx.filesDir, 'prescriptions', owner.user.id);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('stores an upload made just before the deletion, and the deletion removes its file', async () => {
    const owner = await signUp(ctx);
    const res = await ctx.call('POST', '/api/prescriptions', {
      cookie: owner.cookie,
      body: uploadForm(PNG_BYTES, 'rx.png', 'image/png'),
    });
    expect(res.status).toBe(201);
    expect((await deleteAccount(owner)).status).toBe(200);
    expect(existsSync(join(ctx.filesDir, 'prescriptions', owner.user.id))).toBe(false);
  });
});
