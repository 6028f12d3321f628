import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { $ZodType } from 'zod/v4/core';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@core/contract/text-rules';
import { AppError } from './errors';

/**
 * Which part of the request each middleware made here checks. Tests walk the app's routes with it
 * (`validatedTarget`) so that the generated-bad-input test cannot miss a route that validates.
 */
const targets = new WeakMap<object, keyof ValidationTargets>();

/** 'json', 'query', 'param'...: what `handler` validates, if validate() made it. */
export function validatedTarget(handler: unknown): keyof ValidationTargets | undefined {
  return typeof handler === 'function' ? targets.get(handler) : undefined;
}

/** zod at the edge: bad input becomes a 400 whose message a person understands. */
export function validate<T extends $ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const message = issue?.message ?? 'The request is not valid';
      throw new AppError('VALIDATION', message);
    }
    // One rule for every text any route takes (core/contract/text-rules.ts), checked on what the
    // schema let through, so no route can forget it.
    const unsafe = findUnsafeText(result.data);
    if (unsafe) throw new AppError('VALIDATION', `${fieldLabel(unsafe)} ${UNSAFE_TEXT_MESSAGE}`);
  });
  targets.set(middleware, target);
  return middleware;
}

/** `name` → "Name", `conditions[1]` → "Conditions": the field as a person reads it. */
function fieldLabel(path: string): string {
  const head = path.split(/[.[]/)[0] || 'Text';
  const words = head.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
