import { eyeTestCreateSchema, eyeTestUpdateSchema } from '@core/contract/health';
import { trackerRoutes } from '../tracker-routes';
import { LIST_TRACKERS } from '../list-trackers';

export const eyeTestRoutes = trackerRoutes({
  createSchema: eyeTestCreateSchema,
  updateSchema: eyeTestUpdateSchema,
  deleted: 'Eye test deleted',
  ...LIST_TRACKERS['eye-sight'],
});
