import * as z from 'zod/mini';

/** Row ids are UUIDs; anything else is a 400, not a database error. */
export const idParamSchema = z.object({
  id: z.uuid({ error: 'The id in the address is not valid' }),
});

/**
 * The names and figures in a server text that the client words in its own language (ADR 026):
 * the server answers its English `message` with a stable `code` and, when the text has
 * figures, these `params`.
 */
export const textParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type TextParams = z.infer<typeof textParamsSchema>;
