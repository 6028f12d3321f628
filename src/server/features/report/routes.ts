import { Hono } from 'hono';
import { idParamSchema } from '@core/contract/common';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { memberReport } from './service';

export const reportRoutes = new Hono<AppEnv>().get(
  '/family-members/:id/report',
  requireAuth,
  validate('param', idParamSchema),
  async (c) => {
    const { user } = requireSession(c);
    return c.json(await memberReport(c.get('deps'), user, c.req.valid('param').id));
  },
);
