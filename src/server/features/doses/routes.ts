import { Hono } from 'hono';
import { medicationListQuerySchema } from '@core/contract/medicines';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { medicationReminders, statistics } from './service';

export const doseRoutes = new Hono<AppEnv>()
  .get('/statistics', requireAuth, validate('query', medicationListQuerySchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await statistics(c.get('deps'), user, c.req.valid('query')));
  })
  .get('/medication-reminders', requireAuth, async (c) => {
    const { user } = requireSession(c);
    return c.json(await medicationReminders(c.get('deps'), user));
  });
