import { Hono } from 'hono';
import type { Subscription } from '@core/contract/medicines';
import { requireAuth, type AppEnv } from '../../http/context';

/** Premium arrives with payments; until then nobody is subscribed, and the server says so. */
export const subscriptionRoutes = new Hono<AppEnv>().get('/subscription', requireAuth, (c) => {
  const answer: Subscription = { isSubscribed: false, plan: null, currentPeriodEnd: null };
  return c.json(answer);
});
