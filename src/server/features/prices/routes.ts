import { Hono } from 'hono';
import { idParamSchema } from '@core/contract/common';
import { medicineSearchQuerySchema, priceSearchRequestSchema } from '@core/contract/prices';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { suggestMedicines, SUGGESTION_LIMIT } from './catalog-search';
import { deleteComparison, listComparisons, searchPrices } from './service';

export const priceRoutes = new Hono<AppEnv>()
  .get(
    '/medicines/search',
    requireAuth,
    validate('query', medicineSearchQuerySchema),
    async (c) => {
      const { q, limit } = c.req.valid('query');
      return c.json(await suggestMedicines(c.get('deps').db, q, limit ?? SUGGESTION_LIMIT));
    },
  )
  .post(
    '/medication-price-search',
    requireAuth,
    validate('json', priceSearchRequestSchema),
    async (c) => {
      const { user } = requireSession(c);
      return c.json(await searchPrices(c.get('deps'), user.id, c.req.valid('json')));
    },
  )
  .get('/price-comparisons', requireAuth, async (c) => {
    const { user } = requireSession(c);
    return c.json(await listComparisons(c.get('deps'), user.id));
  })
  .delete('/price-comparisons/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    await deleteComparison(c.get('deps'), user.id, c.req.valid('param').id);
    return c.json({ message: 'Price comparison deleted' });
  });
