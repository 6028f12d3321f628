import { Hono } from 'hono';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { subscriptionOf } from '../payments/service';

/** GET /api/subscription: premium now (payments/service.ts), its plan and the period's end. */
export const subscriptionRoutes = new Hono<AppEnv>().get(
  '/subscription',
  requireAuth,
  async (c) => {
    const session = requireSession(c);
    return c.json(await subscriptionOf(c.get('deps'), session.user.id));
  },
);
