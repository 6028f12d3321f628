import { POLICY_VERSION } from '@core/policies/version';
import type { Member } from '@core/contract/family';
import { DEMO_ACCOUNT, sampleFamily } from './sample-family';
import type { DemoClient } from './demo-client';

/** Moves the app's clock: the seeding makes each call at its step's time. */
export interface SeedClock {
  set(at: Date | null): void;
}

/** Replaces `@name` in a path or a top-level string field with the id saved under that name. */
function resolve<T>(value: T, ids: Map<string, string>): T {
  const one = (v: unknown): unknown => {
    if (typeof v !== 'string' || !v.includes('@')) return v;
    return v.replace(/@([a-z]+)/g, (whole, name: string) => {
      const id = ids.get(name);
      if (!id) throw new Error(`The sample family has no ${name} yet`);
      return id;
    });
  };
  if (typeof value === 'string') return one(value) as T;
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, one(v)])) as T;
}

/**
 * Signs the demo account up and fills it with the sample family, every row through the app's
 * own API (validation, rules, stock, the lot), each call at its step's time on the app's clock.
 * Leaves the client signed in and the clock on real time.
 */
export async function seedDemo(
  client: DemoClient,
  clock: SeedClock,
  now: Date,
  onProgress: (fraction: number) => void = () => {},
): Promise<void> {
  const family = sampleFamily(now);
  try {
    clock.set(family.start);
    await client.call('POST', '/api/auth/signup', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      dateOfBirth: null,
      acceptPolicies: true,
      policyVersion: POLICY_VERSION,
    });
    const members = await client.call<Member[]>('GET', '/api/family-members');
    const self = members.find((m) => m.isSelf);
    if (!self) throw new Error('The demo account has no self member');
    const ids = new Map([['self', self.id]]);
    const total = family.steps.length;
    for (const [i, step] of family.steps.entries()) {
      clock.set(step.at);
      const answer = await client.call<{ id?: string }>(
        step.method,
        resolve(step.path, ids),
        resolve(step.body, ids),
      );
      if (step.saveAs) {
        if (!answer.id) throw new Error(`${step.path} answered no id`);
        ids.set(step.saveAs, answer.id);
      }
      if (i % 10 === 0) onProgress(i / total);
    }
  } finally {
    clock.set(null);
  }
  onProgress(1);
}
