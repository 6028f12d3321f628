import { describe, expect, it } from 'vitest';
import { priceSearchRequestSchema } from '@core/contract/prices';
import { canSubmitSearch, toSearchRequest, type SearchFormValues } from './form-values';
// The search toast's words are in messages.test.ts (ADR 040).
import { compareAllToast, searchFailedToast, searchPlaceholder } from './messages';

describe('price search validation (spec §5)', () => {
  it('cannot be submitted while the trimmed name is empty or a search is pending', () => {
    expect(canSubmitSearch('', false)).toBe(false);
    expect(canSubmitSearch('   \t ', false)).toBe(false);
    expect(canSubmitSearch('Paracetamol', true)).toBe(false);
    expect(canSubmitSearch(' Paracetamol ', false)).toBe(true);
  });

  it('sends the trimmed name, and no dosage or quantity when left empty', () => {
    expect(
      toSearchRequest({ medicationName: '  Paracetamol ', dosage: ' ', quantity: '' }),
    ).toEqual({
      ok: true,
      request: { medicationName: 'Paracetamol', dosage: null, quantity: null },
    });
    expect(
      toSearchRequest({ medicationName: 'Dolo', dosage: '650 mg ', quantity: ' 15 ' }),
    ).toEqual({
      ok: true,
      request: { medicationName: 'Dolo', dosage: '650 mg', quantity: 15 },
    });
  });

  it('refuses an empty name with the contract message', () => {
    const checked = toSearchRequest({ medicationName: '   ', dosage: '', quantity: '' });
    expect(checked).toEqual({
      ok: false,
      errors: { medicationName: 'Please enter a medication name' },
    });
  });

  it('refuses a quantity that is not a whole number from 1 to 1000', () => {
    const errorOf = (quantity: string) => {
      const checked = toSearchRequest({ medicationName: 'Dolo', dosage: '', quantity });
      return checked.ok ? null : checked.errors.quantity;
    };
    expect(errorOf('ten')).toBe('Quantity must be a number');
    expect(errorOf('2.5')).toBe('Quantity must be a whole number');
    expect(errorOf('0')).toBe('Quantity must be at least 1');
    expect(errorOf('1001')).toBe('Quantity must be at most 1000');
    expect(errorOf('1000')).toBeNull();
  });

  it('refuses a name over 100 characters', () => {
    const checked = toSearchRequest({ medicationName: 'x'.repeat(101), dosage: '', quantity: '' });
    expect(checked.ok).toBe(false);
  });
});

describe('agrees with the contract schema the server uses', () => {
  const cases: SearchFormValues[] = [
    { medicationName: 'Paracetamol', dosage: '', quantity: '' },
    { medicationName: '  ', dosage: '', quantity: '' },
    { medicationName: '', dosage: '500 mg', quantity: '0' },
    { medicationName: 'x'.repeat(100), dosage: 'y'.repeat(50), quantity: '1000' },
    { medicationName: ` ${'x'.repeat(100)} `, dosage: ` ${'y'.repeat(50)} `, quantity: ' 1 ' },
    { medicationName: 'x'.repeat(101), dosage: 'y'.repeat(51), quantity: '1001' },
    { medicationName: 'Dolo', dosage: '', quantity: '-3' },
    { medicationName: 'Dolo', dosage: '', quantity: '2.5' },
    { medicationName: 'Dolo', dosage: '', quantity: 'ten' },
  ];

  it.each(cases)('%j', (values) => {
    const q = values.quantity.trim();
    const asNumber = Number(q);
    const parsed = priceSearchRequestSchema.safeParse({
      medicationName: values.medicationName,
      dosage: values.dosage.trim() || null,
      quantity: q === '' ? null : Number.isFinite(asNumber) ? asNumber : q,
    });
    const ours = toSearchRequest(values);
    expect(ours.ok).toBe(parsed.success);
    if (ours.ok && parsed.success) {
      expect(ours.request).toEqual(parsed.data);
    } else if (!ours.ok && !parsed.success) {
      const theirs: Record<string, string> = {};
      for (const issue of parsed.error.issues) theirs[String(issue.path[0])] ??= issue.message;
      expect(ours.errors).toEqual(theirs);
    }
  });
});

describe('price search texts (spec §5, §8)', () => {
  it('uses a placeholder that fits a phone (ADR 040) and the spec failure toast word for word', () => {
    expect(searchPlaceholder()).toBe('Medication name, e.g., Paracetamol');
    expect(searchFailedToast()).toEqual({
      variant: 'destructive',
      title: 'Search Failed',
      description: 'Unable to fetch medication prices. Please try again.',
    });
  });

  it('sums up Compare all in one toast', () => {
    expect(compareAllToast(3, 0).description).toBe('Compared 3 medicines across 3 pharmacies');
    expect(compareAllToast(1, 1).description).toBe(
      'Compared 1 medicine across 3 pharmacies; 1 could not be searched.',
    );
    expect(compareAllToast(0, 2)).toEqual(searchFailedToast());
  });
});
