import { Hono } from 'hono';
import { idParamSchema } from '@core/contract/common';
import { sugarCreateSchema, sugarUpdateSchema, healthListQuerySchema } from '@core/contract/health';
import { requireAuth, requireSession, type AppEnv } from '../../../http/context';
import { validate } from '../../../http/validate';
import { createSugar, deleteSugar, getSugar, listSugar, updateSugar } from './service';

export const sugarRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, validate('query', healthListQuerySchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await listSugar(c.get('deps'), user, c.req.valid('query')));
  })
  .post('/', requireAuth, validate('json', sugarCreateSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await createSugar(c.get('deps'), user, c.req.valid('json')), 201);
  })
  .get('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await getSugar(c.get('deps'), user, c.req.valid('param').id));
  })
  .patch(
    '/:id',
    requireAuth,
    validate('param', idParamSchema),
    validate('json', sugarUpdateSchema),
    async (c) => {
      const { user } = requireSession(c);
      const { id } = c.req.valid('param');
      return c.json(await updateSugar(c.get('deps'), user, id, c.req.valid('json')));
    },
  )
  .delete('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    await deleteSugar(c.get('deps'), user, c.req.valid('param').id);
    return c.json({ message: 'Reading deleted' });
  });
