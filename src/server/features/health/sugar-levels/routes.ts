import { sugarCreateSchema, sugarUpdateSchema } from '@core/contract/health';
import { trackerRoutes } from '../tracker-routes';
import { LIST_TRACKERS } from '../list-trackers';

export const sugarRoutes = trackerRoutes({
  createSchema: sugarCreateSchema,
  updateSchema: sugarUpdateSchema,
  deleted: 'Reading deleted',
  ...LIST_TRACKERS['sugar-levels'],
});
