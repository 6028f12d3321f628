import { describe, expect, it } from 'vitest';
import { memberCreateSchema } from '@core/contract/family';
import { issuesToErrors, schemaResolver } from './schema-resolver';

describe('issuesToErrors', () => {
  it('keeps the first message of each field and sends the rest to root', () => {
    const errors = issuesToErrors(
      [
        { path: ['name'], message: 'Please enter a name' },
        { path: ['name'], message: 'Second message' },
        { path: ['conditions', 2], message: 'A condition cannot be empty' },
        { path: [], message: 'Nothing to update' },
      ],
      ['name', 'conditions'],
    );
    expect(errors).toEqual({
      name: { type: 'validate', message: 'Please enter a name' },
      conditions: { type: 'validate', message: 'A condition cannot be empty' },
      root: { type: 'validate', message: 'Nothing to update' },
    });
  });
});

describe('schemaResolver with the member contract', () => {
  const resolver = schemaResolver(
    memberCreateSchema,
    (v: { name: string; relation: string }) => ({ ...v, conditions: [], allergies: [] }),
    ['name', 'relation'],
  );
  const run = (values: { name: string; relation: string }) =>
    resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it("answers the schema's output when the values are valid", async () => {
    const result = await run({ name: '  Amma ', relation: 'mother' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Amma', relation: 'mother', dateOfBirth: null });
  });

  it("answers the contract's messages by field", async () => {
    const result = await run({ name: '', relation: 'self' });
    expect(result.errors).toMatchObject({
      name: { message: 'Please enter a name' },
      relation: {
        message: 'You are already in the family as "Self": please choose another relation',
      },
    });
  });
});
