import { Hono } from 'hono';
import {
  periodCreateSchema,
  periodPredictionQuerySchema,
  periodUpdateSchema,
} from '@core/contract/health';
import { requireAuth, requireSession, type AppEnv } from '../../../http/context';
import { validate } from '../../../http/validate';
import { trackerRoutes } from '../tracker-routes';
import { periodPrediction, periodService } from './service';

export const periodRoutes = new Hono<AppEnv>()
  // Before '/:id', which would read "prediction" as a malformed id.
  .get('/prediction', requireAuth, validate('query', periodPredictionQuerySchema), async (c) => {
    const { user } = requireSession(c);
    const { memberId } = c.req.valid('query');
    return c.json(await periodPrediction(c.get('deps'), user, memberId));
  })
  .route(
    '/',
    trackerRoutes({
      createSchema: periodCreateSchema,
      updateSchema: periodUpdateSchema,
      service: periodService,
      deleted: 'Period deleted',
      scope: 'periods',
    }),
  );
