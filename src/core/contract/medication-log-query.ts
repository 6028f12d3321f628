import * as z from 'zod/mini';

/** GET /api/medication-logs?limit=&medicationId=&memberId= — newest first. */
export const medicationLogListQuerySchema = z.object({
  limit: z.optional(
    z
      .pipe(
        z
          .string({ error: 'limit must be a number from 1 to 200' })
          .check(z.regex(/^\d{1,3}$/, 'limit must be a number from 1 to 200')),
        z.transform((v: string) => Number(v)),
      )
      .check(z.refine((n) => n >= 1 && n <= 200, 'limit must be a number from 1 to 200')),
  ),
  medicationId: z.optional(z.uuid({ error: 'Please choose a medicine' })),
  memberId: z.optional(z.uuid({ error: 'Please choose a family member' })),
});
