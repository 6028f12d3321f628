import { Hono } from 'hono';
import { requireAuth, requireSession, type AppEnv } from '../../../http/context';
import { healthRemindersFor, periodReminderFor } from './service';

/** Spec §7: both are polled every 24 h by the client. */
export const healthReminderRoutes = new Hono<AppEnv>()
  .get('/period-reminders', requireAuth, async (c) => {
    const { user } = requireSession(c);
    return c.json(await periodReminderFor(c.get('deps'), user));
  })
  .get('/health-reminders', requireAuth, async (c) => {
    const { user } = requireSession(c);
    return c.json(await healthRemindersFor(c.get('deps'), user));
  });
