import { setRole } from '@server/features/admin/roles';
import { signUp, type TestContext } from '../../../harness/test-app';

export type Account = Awaited<ReturnType<typeof signUp>>;

/**
 * A new account made an admin the way `npm run admin:grant` does (features/admin/roles.ts), then
 * signed in: its session was just started with the password, so its changes need no re-entry.
 */
export async function signUpAdmin(ctx: TestContext): Promise<Account> {
  const account = await signUp(ctx);
  await setRole(ctx.database.db, account.email, 'admin', ctx.now);
  // The session read before the role changed is cached with the old role (a server process
  // never sees the command line's change: it refuses to run beside it on embedded PGlite).
  ctx.deps.cache.invalidate(account.user.id);
  return account;
}

/** What an unknown API path answers: the admin API answers exactly this to non-admins. */
export function unknownPath(method: string, path: string) {
  return { code: 'NOT_FOUND', message: `No such API endpoint: ${method} ${path.split('?')[0]}` };
}

/** A support message from the account (or a visitor with `email`), as /help-support sends it. */
export async function addSupportMessage(
  ctx: TestContext,
  from: { cookie?: string; email?: string | null },
  message = 'My reminders stopped ringing last week.',
): Promise<string> {
  const res = await ctx.call<{ id: string }>('POST', '/api/support-messages', {
    cookie: from.cookie ?? null,
    json: { topic: 'reminders', message, email: from.email ?? null },
  });
  if (res.status !== 201) throw new Error(`support: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export const GOOD_SHEET = [
  'pharmacy,medicine_name,pack,price,in_stock,price_date,source_url',
  'apollo,Dolo 650 Tablet,15 tablets,33.60,yes,2026-11-12,',
  'pharmEasy,Dolo 650 Tablet,15 tablets,30.91,yes,2026-11-20,https://pharmeasy.in/p/dolo',
  'Netmeds,Dolo 650 Tablet,15 tablets,31,yes,2026-11-20,',
].join('\n');
