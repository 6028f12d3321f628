import { and, eq, gt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../../deps';
import { subscriptions } from '../../db/schema';
import { requireSession, type AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';

/** Whether the account has premium now (the period's end is ahead; the expiry job may lag). */
export async function isPremium(deps: Deps, userId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodEnd, deps.clock.now()),
      ),
    );
  return !!row;
}

/**
 * Route guard for premium-only actions (push subscriptions, premium notification types): signed
 * out is a 401 first, then an account without premium is a 403 PREMIUM_REQUIRED.
 */
export const requirePremium: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = requireSession(c);
  if (!(await isPremium(c.get('deps'), session.user.id))) {
    throw new AppError('PREMIUM_REQUIRED', 'This is a Premium feature. Upgrade to use it.');
  }
  await next();
};
