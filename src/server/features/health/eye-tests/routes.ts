import { Hono } from 'hono';
import { idParamSchema } from '@core/contract/common';
import {
  eyeTestCreateSchema,
  eyeTestUpdateSchema,
  healthListQuerySchema,
} from '@core/contract/health';
import { requireAuth, requireSession, type AppEnv } from '../../../http/context';
import { validate } from '../../../http/validate';
import { createEyeTest, deleteEyeTest, getEyeTest, listEyeTests, updateEyeTest } from './service';

export const eyeTestRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, validate('query', healthListQuerySchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await listEyeTests(c.get('deps'), user, c.req.valid('query')));
  })
  .post('/', requireAuth, validate('json', eyeTestCreateSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await createEyeTest(c.get('deps'), user, c.req.valid('json')), 201);
  })
  .get('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await getEyeTest(c.get('deps'), user, c.req.valid('param').id));
  })
  .patch(
    '/:id',
    requireAuth,
    validate('param', idParamSchema),
    validate('json', eyeTestUpdateSchema),
    async (c) => {
      const { user } = requireSession(c);
      const { id } = c.req.valid('param');
      return c.json(await updateEyeTest(c.get('deps'), user, id, c.req.valid('json')));
    },
  )
  .delete('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    await deleteEyeTest(c.get('deps'), user, c.req.valid('param').id);
    return c.json({ message: 'Eye test deleted' });
  });
