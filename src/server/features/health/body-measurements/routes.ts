import { Hono } from 'hono';
import { idParamSchema } from '@core/contract/common';
import { bodyCreateSchema, bodyUpdateSchema, healthListQuerySchema } from '@core/contract/health';
import { requireAuth, requireSession, type AppEnv } from '../../../http/context';
import { validate } from '../../../http/validate';
import { createBody, deleteBody, getBody, listBody, updateBody } from './service';

export const bodyRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, validate('query', healthListQuerySchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await listBody(c.get('deps'), user, c.req.valid('query')));
  })
  .post('/', requireAuth, validate('json', bodyCreateSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await createBody(c.get('deps'), user, c.req.valid('json')), 201);
  })
  .get('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await getBody(c.get('deps'), user, c.req.valid('param').id));
  })
  .patch(
    '/:id',
    requireAuth,
    validate('param', idParamSchema),
    validate('json', bodyUpdateSchema),
    async (c) => {
      const { user } = requireSession(c);
      const { id } = c.req.valid('param');
      return c.json(await updateBody(c.get('deps'), user, id, c.req.valid('json')));
    },
  )
  .delete('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    await deleteBody(c.get('deps'), user, c.req.valid('param').id);
    return c.json({ message: 'Measurement deleted' });
  });
