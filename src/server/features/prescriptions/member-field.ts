import { AppError } from '../../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The optional memberId field of the upload form. */
export function memberIdField(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw new AppError('VALIDATION', 'Please choose a family member');
  }
  return value;
}
