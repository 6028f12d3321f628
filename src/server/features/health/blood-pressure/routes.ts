import { Hono } from 'hono';
import { idParamSchema } from '@core/contract/common';
import {
  bloodPressureCreateSchema,
  bloodPressureUpdateSchema,
  healthListQuerySchema,
} from '@core/contract/health';
import { requireAuth, requireSession, type AppEnv } from '../../../http/context';
import { validate } from '../../../http/validate';
import {
  createBloodPressure,
  deleteBloodPressure,
  getBloodPressure,
  listBloodPressure,
  updateBloodPressure,
} from './service';

export const bloodPressureRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, validate('query', healthListQuerySchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await listBloodPressure(c.get('deps'), user, c.req.valid('query')));
  })
  .post('/', requireAuth, validate('json', bloodPressureCreateSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await createBloodPressure(c.get('deps'), user, c.req.valid('json')), 201);
  })
  .get('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await getBloodPressure(c.get('deps'), user, c.req.valid('param').id));
  })
  .patch(
    '/:id',
    requireAuth,
    validate('param', idParamSchema),
    validate('json', bloodPressureUpdateSchema),
    async (c) => {
      const { user } = requireSession(c);
      const { id } = c.req.valid('param');
      return c.json(await updateBloodPressure(c.get('deps'), user, id, c.req.valid('json')));
    },
  )
  .delete('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    await deleteBloodPressure(c.get('deps'), user, c.req.valid('param').id);
    return c.json({ message: 'Reading deleted' });
  });
