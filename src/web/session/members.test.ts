import { describe, expect, it } from 'vitest';
import { selfFirst } from './members';

describe('the family list order', () => {
  it('lists self first and keeps the rest in order', () => {
    const self = { id: 'me', isSelf: true };
    const mother = { id: 'amma', isSelf: false };
    const son = { id: 'beta', isSelf: false };
    expect(selfFirst([mother, son, self]).map((m) => m.id)).toEqual(['me', 'amma', 'beta']);
  });
});
