import { bloodPressureCreateSchema, bloodPressureUpdateSchema } from '@core/contract/health';
import { trackerRoutes } from '../tracker-routes';
import { LIST_TRACKERS } from '../list-trackers';

export const bloodPressureRoutes = trackerRoutes({
  createSchema: bloodPressureCreateSchema,
  updateSchema: bloodPressureUpdateSchema,
  deleted: 'Reading deleted',
  ...LIST_TRACKERS['blood-pressure'],
});
