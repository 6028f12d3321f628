import { eyeTestCreateSchema, eyeTestUpdateSchema } from '@core/contract/health';
import { trackerRoutes } from '../tracker-routes';
import { eyeTestService } from './service';

export const eyeTestRoutes = trackerRoutes({
  createSchema: eyeTestCreateSchema,
  updateSchema: eyeTestUpdateSchema,
  service: eyeTestService,
  deleted: 'Eye test deleted',
  scope: 'eye-tests',
});
