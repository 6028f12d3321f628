import { bodyCreateSchema, bodyUpdateSchema } from '@core/contract/health';
import { trackerRoutes } from '../tracker-routes';
import { bodyService } from './service';

export const bodyRoutes = trackerRoutes({
  createSchema: bodyCreateSchema,
  updateSchema: bodyUpdateSchema,
  service: bodyService,
  deleted: 'Measurement deleted',
  scope: 'body-measurements',
});
