import { bodyCreateSchema, bodyUpdateSchema } from '@core/contract/health';
import { trackerRoutes } from '../tracker-routes';
import { LIST_TRACKERS } from '../list-trackers';

export const bodyRoutes = trackerRoutes({
  createSchema: bodyCreateSchema,
  updateSchema: bodyUpdateSchema,
  deleted: 'Measurement deleted',
  ...LIST_TRACKERS['weight-height'],
});
