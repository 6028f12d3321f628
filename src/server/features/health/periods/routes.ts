import { Hono } from 'hono';
import { idParamSchema } from '@core/contract/common';
import {
  healthListQuerySchema,
  periodCreateSchema,
  periodPredictionQuerySchema,
  periodUpdateSchema,
} from '@core/contract/health';
import { requireAuth, requireSession, type AppEnv } from '../../../http/context';
import { validate } from '../../../http/validate';
import {
  createPeriod,
  deletePeriod,
  getPeriod,
  listPeriods,
  periodPrediction,
  updatePeriod,
} from './service';

export const periodRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, validate('query', healthListQuerySchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await listPeriods(c.get('deps'), user, c.req.valid('query')));
  })
  .post('/', requireAuth, validate('json', periodCreateSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await createPeriod(c.get('deps'), user, c.req.valid('json')), 201);
  })
  // Before '/:id', which would read "prediction" as a malformed id.
  .get('/prediction', requireAuth, validate('query', periodPredictionQuerySchema), async (c) => {
    const { user } = requireSession(c);
    const { memberId } = c.req.valid('query');
    return c.json(await periodPrediction(c.get('deps'), user, memberId));
  })
  .get('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await getPeriod(c.get('deps'), user, c.req.valid('param').id));
  })
  .patch(
    '/:id',
    requireAuth,
    validate('param', idParamSchema),
    validate('json', periodUpdateSchema),
    async (c) => {
      const { user } = requireSession(c);
      const { id } = c.req.valid('param');
      return c.json(await updatePeriod(c.get('deps'), user, id, c.req.valid('json')));
    },
  )
  .delete('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    await deletePeriod(c.get('deps'), user, c.req.valid('param').id);
    return c.json({ message: 'Period deleted' });
  });
