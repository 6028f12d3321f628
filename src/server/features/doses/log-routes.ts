import { Hono } from 'hono';
import { medicationLogListQuerySchema } from '@core/contract/medication-log-query';
import { medicationLogCreateSchema } from '@core/contract/medicines';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { createLog, listLogs } from './log-service';

export const medicationLogRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, validate('query', medicationLogListQuerySchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await listLogs(c.get('deps'), user, c.req.valid('query')));
  })
  .post('/', requireAuth, validate('json', medicationLogCreateSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await createLog(c.get('deps'), user, c.req.valid('json')), 201);
  });
