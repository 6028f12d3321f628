// `npm run bench -- push`: how late a dose's push leaves the server. In process: the real app and
// push job on a fresh embedded database, N premium accounts each with one device and one medicine
// due at the same minute, and the fake push service of the integration tests on 127.0.0.1
// (HTTP, the same encryption and VAPID signing as production). The scheduler ticks every 30 s
// and the job's slot is a minute, so a push leaves at most one tick after its dose time plus the
// job's run; this measures the run. Baseline in the same run: the same N pushes sent straight to
// the fake service by the push sender (encryption, signing, HTTP), with no job around them.
import { performance } from 'node:perf_hooks';
import webpush from 'web-push';
import { webPush } from '@server/features/push/sender';
import { pushRemindersJob } from '@server/jobs/push-reminders';
import { fakeDevice, startFakePushService, type FakeDevice } from '../harness/fake-push';
import { addMedication, grantPremium } from '../harness/fixtures';
import { createTestContext, signUp } from '../harness/test-app';

const SCHEDULER_TICK_MS = 30_000;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}
const round = (n: number) => Math.round(n * 10) / 10;

export async function benchPushDelivery(accounts = 100, rounds = 3) {
  const fake = await startFakePushService();
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:grievance@medmitra.in' };
  const push = webPush(vapid, fake.transport);
  const ctx = await createTestContext({ push });
  try {
    // 10:00 in India on a fixed day; every medicine is due at 10:05.
    ctx.now = new Date(Date.UTC(2026, 11, 1, 4, 30));
    const devices: FakeDevice[] = [];
    process.stderr.write(`[bench] push: ${accounts} premium accounts with a device\n`);
    for (let i = 0; i < accounts; i += 1) {
      // Families sign up from their own addresses (the sign-up limit counts per address).
      ctx.ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const owner = await signUp(ctx);
      await grantPremium(ctx, owner);
      const device = fakeDevice();
      const res = await ctx.call('POST', '/api/push-subscriptions', {
        cookie: owner.cookie,
        json: { endpoint: device.endpoint, keys: device.keys },
      });
      if (res.status !== 201) throw new Error(`subscribe: ${res.status}`);
      devices.push(device);
      await addMedication(ctx, owner, { name: 'Amlodipine', dosage: '5 mg', times: ['10:05'] });
    }

    const jobMs: number[] = [];
    const baselineMs: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // Each round is the next day's 10:05 dose: new reminders, none logged.
      ctx.now = new Date(Date.UTC(2026, 11, 1 + round, 4, 35));
      const from = fake.received.length;
      const started = performance.now();
      const result = await pushRemindersJob.run(ctx.deps, ctx.now);
      jobMs.push(performance.now() - started);
      const sent = fake.received.length - from;
      if (sent !== accounts) throw new Error(`round ${round}: ${sent} pushes (${result})`);

      const base = performance.now();
      await Promise.all(
        devices.map((d) => push.send({ endpoint: d.endpoint, ...d.keys }, '{"kind":"medication"}')),
      );
      baselineMs.push(performance.now() - base);
    }
    const job = median(jobMs);
    const baseline = median(baselineMs);
    return {
      method:
        'In process, embedded PGlite: N premium accounts, one device and one medicine due at the ' +
        'same minute each; pushRemindersJob.run at that minute until every push reached the fake ' +
        'push service on 127.0.0.1 (median of the rounds, each a new day). Baseline: the same N ' +
        'pushes by the push sender alone, all at once. A dose is pushed at most one scheduler tick ' +
        `(${SCHEDULER_TICK_MS / 1000} s) after its minute begins, plus the job's run.`,
      accounts,
      rounds,
      jobRunMs: { median: round(job), all: jobMs.map(round) },
      baselineSendMs: { median: round(baseline), all: baselineMs.map(round) },
      ratioToBaseline: round(job / baseline),
      worstCaseDelaySeconds: round((SCHEDULER_TICK_MS + job) / 1000),
    };
  } finally {
    await ctx.close();
    await fake.close();
  }
}
