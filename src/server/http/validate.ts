import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { $ZodType } from 'zod/v4/core';
import { AppError } from './errors';

/** zod at the edge: bad input becomes a 400 whose message a person understands. */
export function validate<T extends $ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const message = issue?.message ?? 'The request is not valid';
      throw new AppError('VALIDATION', message);
    }
  });
}
