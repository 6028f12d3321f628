import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  medicationCreateSchema,
  medicationUpdateSchema,
  type MedicationCreate,
  type MedicationUpdate,
  type MedicationUpdateInput,
} from '@core/contract/medicines';
import { i18n } from '@web/lib/i18n/i18n';
import { translateText } from '@web/lib/i18n/text-table';
import { MEDICATION_TEXTS } from '@web/lib/medicine-messages';
import { toMedicationInput, type MedicationFormValues } from './medication-form-values';

const FORM_FIELDS = new Set<string>([
  'memberId',
  'name',
  'dosage',
  'notation',
  'times',
  'preset',
  'intervalHours',
  'intervalStart',
  'weekdays',
  'startDate',
  'endDate',
  'withFood',
  'instructions',
  'color',
  'stock',
  'refillThreshold',
  'notes',
]);

interface ErrorNode {
  message?: unknown;
  type?: unknown;
}

/** The first message in an error tree ('times' may hold one per time). */
function firstMessage(node: unknown): string | null {
  if (!node || typeof node !== 'object') return null;
  const { message } = node as ErrorNode;
  if (typeof message === 'string' && message) return message;
  for (const child of Object.values(node)) {
    const found = firstMessage(child);
    if (found) return found;
  }
  return null;
}

/**
 * The schema's errors, one message per form field, in the active language; anything else (a
 * problem with the whole body) goes to root.
 */
export function toFormErrors(errors: Record<string, unknown>): FieldErrors<MedicationFormValues> {
  const out: Record<string, FieldError> = {};
  for (const [key, node] of Object.entries(errors)) {
    const message = firstMessage(node);
    if (!message) continue;
    const field = FORM_FIELDS.has(key) ? key : 'root';
    out[field] ??= { type: 'validate', message: translateText(i18n, MEDICATION_TEXTS, message) };
  }
  return out as FieldErrors<MedicationFormValues>;
}

/**
 * The core schema checks what will be sent, not the form's own shape: the form's values are
 * turned into the request body first (one schema from server to form).
 */
function resolverFor<Input extends FieldValues, Output>(
  base: Resolver<Input, unknown, Output>,
  toInput: (values: MedicationFormValues) => Input,
): Resolver<MedicationFormValues, unknown, Output> {
  return async (values, context, options) => {
    const result = await base(toInput(values), context, {
      criteriaMode: options.criteriaMode,
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors: Record<string, unknown> = result.errors;
    if (Object.keys(errors).length > 0) return { values: {}, errors: toFormErrors(errors) };
    // No errors: the resolver answered the schema's output.
    return { values: result.values as Output, errors: {} };
  };
}

export const createMedicationResolver: Resolver<MedicationFormValues, unknown, MedicationCreate> =
  resolverFor(zodResolver(medicationCreateSchema), toMedicationInput);

export const updateMedicationResolver: Resolver<MedicationFormValues, unknown, MedicationUpdate> =
  resolverFor(zodResolver(medicationUpdateSchema), (values): MedicationUpdateInput =>
    toMedicationInput(values),
  );
