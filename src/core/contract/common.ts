import * as z from 'zod/mini';

/** Row ids are UUIDs; anything else is a 400, not a database error. */
export const idParamSchema = z.object({
  id: z.uuid({ error: 'The id in the address is not valid' }),
});
