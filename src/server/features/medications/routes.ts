import { Hono } from 'hono';
import { idParamSchema } from '@core/contract/common';
import { medicationBatchSchema } from '@core/contract/prescription-reading';
import {
  medicationCreateSchema,
  medicationListQuerySchema,
  medicationUpdateSchema,
} from '@core/contract/medicines';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import {
  createMedication,
  createMedications,
  deleteMedication,
  getMedication,
  listMedications,
  updateMedication,
} from './service';

export const medicationRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, validate('query', medicationListQuerySchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await listMedications(c.get('deps'), user, c.req.valid('query')));
  })
  .post('/', requireAuth, validate('json', medicationCreateSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await createMedication(c.get('deps'), user, c.req.valid('json')), 201);
  })
  .post('/batch', requireAuth, validate('json', medicationBatchSchema), async (c) => {
    const { user } = requireSession(c);
    const { medications } = c.req.valid('json');
    return c.json(await createMedications(c.get('deps'), user, medications), 201);
  })
  .get('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await getMedication(c.get('deps'), user, c.req.valid('param').id));
  })
  .patch(
    '/:id',
    requireAuth,
    validate('param', idParamSchema),
    validate('json', medicationUpdateSchema),
    async (c) => {
      const { user } = requireSession(c);
      const { id } = c.req.valid('param');
      return c.json(await updateMedication(c.get('deps'), user, id, c.req.valid('json')));
    },
  )
  .delete('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    await deleteMedication(c.get('deps'), user, c.req.valid('param').id);
    return c.json({ message: 'Medication deleted' });
  });
