import { sugarCreateSchema, sugarUpdateSchema } from '@core/contract/health';
import { trackerRoutes } from '../tracker-routes';
import { sugarService } from './service';

export const sugarRoutes = trackerRoutes({
  createSchema: sugarCreateSchema,
  updateSchema: sugarUpdateSchema,
  service: sugarService,
  deleted: 'Reading deleted',
  scope: 'sugar-levels',
});
