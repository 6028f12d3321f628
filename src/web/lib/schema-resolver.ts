import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What a zod (mini) schema's safeParse answers, seen structurally. */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
export interface Parser<Output> {
  safeParse(
    data: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * One message per form field, the first the schema gave; an issue about a field the form does
 * not have (or about the whole body) goes to `root`, so it is still shown.
 */
export function issuesToErrors(
  issues: readonly Issue[],
  fields: readonly string[],
): Record<string, { type: 'validate'; message: string }> {
  const out: Record<string, { type: 'validate'; message: string }> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    const field = typeof key === 'string' && fields.includes(key) ? key : 'root';
    out[field] ??= { type: 'validate', message: issue.message };
  }
  return out;
}

/**
 * The core contract checks what will be sent, not the form's own shape: the values are turned
 * into the request body first, so the form and the API share one schema.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: Parser<Output>,
  toInput: (values: Values) => unknown,
  fields: readonly (keyof Values & string)[],
): Resolver<Values, unknown, Output> {
  return async (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    return {
      values: {},
      errors: issuesToErrors(result.error.issues, fields) as FieldErrors<Values>,
    };
  };
}
