import { bloodPressureCreateSchema, bloodPressureUpdateSchema } from '@core/contract/health';
import { trackerRoutes } from '../tracker-routes';
import { bloodPressureService } from './service';

export const bloodPressureRoutes = trackerRoutes({
  createSchema: bloodPressureCreateSchema,
  updateSchema: bloodPressureUpdateSchema,
  service: bloodPressureService,
  deleted: 'Reading deleted',
  scope: 'blood-pressure',
});
