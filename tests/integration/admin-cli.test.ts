// ADR 034: `npm run admin:grant -- EMAIL` and `admin:revoke` on the embedded database
// (refusing while a server holds DATA_DIR) and on DATABASE_URL (the context's PostgreSQL database
// when TEST_DATABASE_URL names a server, as CI's second run does).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { openPglite } from '@server/db/connect';
import { adminAuditLog, users } from '@server/db/schema';
import { lockDataDir } from '@server/platform/data-dir-lock';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

const repoRoot = resolve(import.meta.dirname, '../..');

interface Run {
  code: number | null;
  out: string;
}

/** Runs the npm script's command (`tsx scripts/ops/admin-role.ts grant|revoke ...`). */
function adminRole(args: string[], env: Record<string, string>): Promise<Run> {
  const tsx = join(repoRoot, 'node_modules/.bin/tsx');
  return new Promise((done, fail) => {
    const child = spawn(tsx, ['scripts/ops/admin-role.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('error', fail);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, out });
    });
  });
}

describe('admin:grant and admin:revoke on the embedded database', () => {
  let dataDir: string;
  const email = 'first.admin@example.in';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mm-admin-cli-'));
    const database = await openPglite(join(dataDir, 'db'));
    await database.migrate();
    await database.db.insert(users).values({ email, username: 'first.admin', passwordHash: 'x' });
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function stored() {
    const database = await openPglite(join(dataDir, 'db'));
    try {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      const log = await database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.seq));
      return { role: user?.role, log };
    } finally {
      await database.close();
    }
  }

  it('grants the role (any letter case), says when nothing changes, and audits it', async () => {
    const granted = await adminRole(['grant', 'First.Admin@Example.in'], { DATA_DIR: dataDir });
    expect(granted).toEqual({
      code: 0,
      out: `${email} is now an admin, in the embedded database in ${resolve(dataDir)}.\n`,
    });
    const again = await adminRole(['grant', email], { DATA_DIR: dataDir });
    expect(again.code).toBe(0);
    expect(again.out).toContain('is already an admin');
    const after = await stored();
    expect(after.role).toBe('admin');
    expect(after.log).toHaveLength(1);
    expect(after.log[0]).toMatchObject({ action: 'role.grant', adminId: null, ip: null });
  });

  it('refuses while a server holds DATA_DIR, and changes nothing', async () => {
    const lock = await lockDataDir(dataDir);
    try {
      const refused = await adminRole(['revoke', email], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('is already in use by another MedMitra server');
      expect(refused.out).toContain('stop the server');
    } finally {
      await lock.release();
    }
    expect((await stored()).role).toBe('admin');
  });

  it('revokes the role', async () => {
    const revoked = await adminRole(['revoke', email], { DATA_DIR: dataDir });
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain('is now a plain user (not an admin)');
    const after = await stored();
    expect(after.role).toBe('user');
    expect(after.log[0]).toMatchObject({ action: 'role.revoke' });
  });

  it('says so for an unknown email, and shows its usage for a wrong call', async () => {
    const unknown = await adminRole(['grant', 'nobody@example.in'], { DATA_DIR: dataDir });
    expect(unknown).toEqual({ code: 1, out: 'No account has the email nobody@example.in\n' });
    const wrong = await adminRole(['promote', email], { DATA_DIR: dataDir });
    expect(wrong.code).toBe(2);
    expect(wrong.out).toContain('Usage: npm run admin:grant -- EMAIL');
  });
});

describe('admin:grant on DATABASE_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('works on the PostgreSQL server, not DATA_DIR, and the running app sees it at once', async () => {
    // DATA_DIR held as by a running server: with DATABASE_URL the tool never opens it.
    const dataDir = mkdtempSync(join(tmpdir(), 'mm-admin-cli-pg-'));
    const lock = await lockDataDir(dataDir);
    try {
      const account = await signUp(ctx);
      if (!ctx.database.url) {
        // On embedded PGlite (no PostgreSQL server in this run): a server that does not answer.
        const run = await adminRole(['grant', account.email], {
          DATA_DIR: dataDir,
          DATABASE_URL: 'postgres://medmitra@127.0.0.1:1/medmitra',
        });
        expect(run.code).toBe(1);
        expect(run.out).toContain('ECONNREFUSED');
        expect(run.out).not.toContain('already in use');
        return;
      }
      const run = await adminRole(['grant', account.email], {
        DATA_DIR: dataDir,
        DATABASE_URL: ctx.database.url,
      });
      expect(run.code, run.out).toBe(0);
      expect(run.out).toContain('the PostgreSQL database (DATABASE_URL)');
      // No read cache on a PostgreSQL server: the next request reads the role.
      const res = await ctx.call('GET', '/api/admin/overview', { cookie: account.cookie });
      expect(res.status).toBe(200);
    } finally {
      await lock.release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
