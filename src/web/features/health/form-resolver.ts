import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

function firstMessage(node: unknown): string | null {
  if (!node || typeof node !== 'object') return null;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const child of Object.values(node)) {
    const found = firstMessage(child);
    if (found) return found;
  }
  return null;
}

/**
 * The schema's errors for the form: the form's values mirror the request body (as text), so a
 * field's error lands on the field of the same name; a message about anything else (the body
 * as a whole) goes to root, above the Save button.
 */
export function toFormErrors<V extends FieldValues>(
  errors: Record<string, unknown>,
  fields: readonly string[],
): FieldErrors<V> {
  const out: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(errors)) {
    if (fields.includes(key)) {
      out[key] = node;
      continue;
    }
    const message = firstMessage(node);
    if (message && !out.root) out.root = { type: 'validate', message } satisfies FieldError;
  }
  return out as FieldErrors<V>;
}

/**
 * Checks what will be sent, not the form's text: the values are turned into the request body
 * first and the core schema (one schema from form to database) checks that.
 */
export function bodyResolver<V extends FieldValues, Input extends FieldValues, Output>(
  base: Resolver<Input, unknown, Output>,
  toInput: (values: V) => Input,
  fields: readonly (keyof V & string)[],
): Resolver<V, unknown, Output> {
  return async (values, context, options) => {
    const result = await base(toInput(values), context, {
      criteriaMode: options.criteriaMode,
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors: Record<string, unknown> = result.errors;
    if (Object.keys(errors).length > 0) {
      return { values: {}, errors: toFormErrors<V>(errors, fields) };
    }
    return { values: result.values as Output, errors: {} };
  };
}
