import type { CaredFor, CaregiverInvite } from '@core/contract/caregivers';
import { addMember } from './health-fixtures';
import type { signUp, TestContext } from '../../../harness/test-app';

type Account = Awaited<ReturnType<typeof signUp>>;

/** The token in the newest invitation emailed to `email` (the captured outbox). */
export function invitationToken(ctx: TestContext, email: string): string {
  const mail = ctx.outbox.filter((m) => m.to === email.toLowerCase()).at(-1);
  if (!mail) throw new Error(`no email to ${email}`);
  const match = /\/care\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no invitation link in:\n${mail.text}`);
  return match[1];
}

/** The owner invites `email` to help care for the member; answers the invitation and its token. */
export async function invite(
  ctx: TestContext,
  owner: Account,
  memberId: string,
  email: string,
  delayMinutes = 30,
): Promise<{ invite: CaregiverInvite; token: string }> {
  const res = await ctx.call<CaregiverInvite>(
    'POST',
    `/api/family-members/${memberId}/caregivers`,
    {
      cookie: owner.cookie,
      json: { email, delayMinutes },
    },
  );
  if (res.status !== 201) throw new Error(`invite: ${res.status} ${JSON.stringify(res.body)}`);
  return { invite: res.body, token: invitationToken(ctx, email) };
}

/**
 * A caregiver link: `owner` invites `carer` to help care for a new member (or `memberId`) and
 * `carer` accepts. Answers the link's id and the member's.
 */
export async function makeCaregiver(
  ctx: TestContext,
  owner: Account,
  carer: Account,
  options: { memberId?: string; delayMinutes?: number } = {},
): Promise<{ linkId: string; memberId: string }> {
  const memberId = options.memberId ?? (await addMember(ctx, owner));
  const { token } = await invite(ctx, owner, memberId, carer.email, options.delayMinutes);
  const res = await ctx.call<CaredFor>('POST', '/api/caregiver-invites/accept', {
    cookie: carer.cookie,
    json: { token },
  });
  if (res.status !== 201) throw new Error(`accept: ${res.status} ${JSON.stringify(res.body)}`);
  return { linkId: res.body.id, memberId };
}
