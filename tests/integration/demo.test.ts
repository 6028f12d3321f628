// ADR 038: the demo's app is the real app (createApp) on PGlite with the demo's deps,
// migrated from the bundled migrations and filled with the sample family through its own API.
// The browser's parts (IndexedDB, the worker) are the e2e journey's (tests/e2e/demo-journey).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@core/contract/auth';
import type { Member } from '@core/contract/family';
import type { BloodPressureReading, EyeTest, Period, SugarReading } from '@core/contract/health';
import type { Medication, MedicationLog } from '@core/contract/medicines';
import { migrationsFolder } from '@server/db/connect';
import type { Email } from '@server/deps';
import { missedDosesJob } from '@server/jobs/missed-doses';
import { DemoApiError, DemoClient } from '@web/demo/demo-client';
import { demoApp, demoDeps, memoryFileStore } from '@web/demo/demo-deps';
import { bundledMigrations, migrateBundled } from '@web/demo/migrations';
import { DEMO_ACCOUNT, HISTORY_DAYS } from '@web/demo/sample-family';
import { seedDemo } from '@web/demo/seed';

const ORIGIN = 'http://localhost:5173';

describe('demo mode: the app, its migrations and the sample family', () => {
  let pglite: PGlite;
  let client: DemoClient;
  let app: ReturnType<typeof demoApp>;
  let deps: ReturnType<typeof demoDeps>;
  const outbox: Email[] = [];
  const sessions: (string | null)[] = [];
  let fixed: Date | null = null;
  const clock = {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set: (at: Date | null) => void (fixed = at),
  };
  const now = new Date();

  beforeAll(async () => {
    pglite = await PGlite.create({ extensions: { pg_trgm } });
    deps = demoDeps({
      pglite,
      files: memoryFileStore(),
      clock,
      appUrl: ORIGIN,
      outbox: (email) => void outbox.push(email),
    });
    await migrateBundled(deps.db);
    app = demoApp(deps);
    client = new DemoClient(app, ORIGIN, null, (token) => void sessions.push(token));
    await seedDemo(client, clock, now);
  });
  /** Every dose log of the account, straight from the table (the API pages them by 200). */
  const allLogs = async () =>
    (
      await pglite.query<MedicationLog>(
        `select status, created_at as "createdAt" from medication_logs`,
      )
    ).rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));

  afterAll(async () => {
    await pglite.close();
  });

  it('bundles the same migrations as the server reads from disk', async () => {
    const disk = readMigrationFiles({ migrationsFolder: migrationsFolder() });
    const bundled = await bundledMigrations();
    expect(bundled.map((m) => [m.folderMillis, m.hash])).toEqual(
      disk.map((m) => [m.folderMillis, m.hash]),
    );
  });

  it('signs the demo user in through a real session, kept by the demo (no header to trust)', async () => {
    expect(client.signedIn).toBe(true);
    expect(sessions.at(-1)).toMatch(/^[\w-]{20,}$/);
    const { user } = await client.call<{ user: Account }>('GET', '/api/auth/user');
    expect(user.username).toBe(DEMO_ACCOUNT.username);
    expect(user.email).toBe(DEMO_ACCOUNT.email);
    // Without the session the app answers 401, whatever the request says about itself.
    const anonymous = new DemoClient(app, ORIGIN, null);
    const answer = await anonymous.handle(
      new Request(`${ORIGIN}/api/auth/user`, { headers: { 'x-user-id': user.id } }),
    );
    expect(answer.status).toBe(401);
  });

  it('has the family: Demo User, a spouse, a parent with diabetes and hypertension, a teenager', async () => {
    const members = await client.call<Member[]>('GET', '/api/family-members');
    expect(members.map((m) => m.relation).sort()).toEqual(['father', 'self', 'son', 'spouse']);
    const father = members.find((m) => m.relation === 'father');
    expect(father?.conditions).toEqual(['Type 2 diabetes', 'Hypertension']);
    expect(members.find((m) => m.isSelf)?.name).toBe('Demo User');
  });

  it("has the parent's medicines in 1-0-1 notation and a month of doses, a few missed", async () => {
    const meds = await client.call<Medication[]>('GET', '/api/medications');
    expect(meds.map((m) => `${m.name} ${m.dosage} ${m.notation}`).sort()).toEqual([
      'Atorvastatin 10 mg 0-0-1',
      'Metformin 500 mg 1-0-1',
      'Telmisartan 40 mg 1-0-0',
      'Thyroxine 50 mcg 1-0-0',
    ]);
    const logs = await allLogs();
    const taken = logs.filter((l) => l.status === 'taken').length;
    const missed = logs.filter((l) => l.status === 'missed').length;
    expect(taken).toBeGreaterThan(HISTORY_DAYS * 4);
    expect(missed).toBeGreaterThanOrEqual(3);
    expect(missed).toBeLessThan(taken / 10);
    // Taking a dose lowered the stock: Atorvastatin is nearly out, so a refill is due.
    const atorvastatin = meds.find((m) => m.name === 'Atorvastatin');
    expect(atorvastatin?.stock).toBeLessThan(10);
  });

  it("shows Home's figures: today's progress and the next doses", async () => {
    const stats = await client.call<{ totalMedications: number; progressPercentage: number }>(
      'GET',
      '/api/statistics',
    );
    // Today's doses of the family's four medicines.
    expect(stats.totalMedications).toBeGreaterThanOrEqual(4);
    expect(stats.progressPercentage).toBeGreaterThanOrEqual(0);
  });

  it('has readings with a trend, eye tests over years and a period history with a prediction', async () => {
    const members = await client.call<Member[]>('GET', '/api/family-members');
    const id = (relation: string) => members.find((m) => m.relation === relation)?.id ?? '';
    const bp = await client.call<BloodPressureReading[]>(
      'GET',
      `/api/blood-pressure?memberId=${id('father')}&limit=1000`,
    );
    expect(bp.length).toBeGreaterThanOrEqual(HISTORY_DAYS / 2);
    const byTime = [...bp].sort((a, b) => a.measuredAt.localeCompare(b.measuredAt));
    expect(byTime[0]!.systolic).toBeGreaterThan(byTime.at(-1)!.systolic);
    const sugar = await client.call<SugarReading[]>(
      'GET',
      `/api/sugar-levels?memberId=${id('father')}&limit=1000`,
    );
    expect(sugar.some((r) => r.type === 'hba1c')).toBe(true);
    expect(sugar.filter((r) => r.type === 'fasting').length).toBeGreaterThanOrEqual(5);
    const eyes = await client.call<EyeTest[]>('GET', `/api/eye-tests?memberId=${id('son')}`);
    const years = new Set(eyes.map((e) => e.testDate.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(4);
    const periods = await client.call<Period[]>('GET', `/api/periods?memberId=${id('spouse')}`);
    expect(periods.length).toBeGreaterThanOrEqual(6);
    const prediction = await client.call<{ nextStart: string | null }>(
      'GET',
      `/api/periods/prediction?memberId=${id('spouse')}`,
    );
    expect(prediction.nextStart).not.toBeNull();
  });

  it('has two price searches, answered from the Jan Aushadhi list', async () => {
    const comparisons = await client.call<{ medicationName: string }[]>(
      'GET',
      '/api/price-comparisons',
    );
    expect(comparisons.map((c) => c.medicationName).sort()).toEqual(['Metformin', 'Telmisartan']);
    const suggestions = await client.call<unknown[]>('GET', '/api/medicines/search?q=metformin');
    expect(suggestions.length).toBeGreaterThan(0);
  });

  it('dates nothing after now', async () => {
    const logs = await allLogs();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((l) => Date.parse(l.createdAt) <= Date.now())).toBe(true);
  });

  it('runs the jobs: the missed-dose job finds every past dose already logged', async () => {
    const result = await missedDosesJob.run(deps, new Date());
    expect(result === 'nothing missed' || /^\d+ doses marked missed$/.test(result)).toBe(true);
  });

  it('keeps the session for the next start, and signing out ends it', async () => {
    const again = new DemoClient(app, ORIGIN, sessions.at(-1) ?? null);
    await expect(again.call('GET', '/api/auth/user')).resolves.toBeTruthy();
    await again.call('POST', '/api/auth/signout');
    expect(again.signedIn).toBe(false);
    await expect(again.call('GET', '/api/auth/user')).rejects.toBeInstanceOf(DemoApiError);
  });
});
