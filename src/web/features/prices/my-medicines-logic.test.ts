import { describe, expect, it } from 'vitest';
import { medicinesToCompare, runInSequence } from './my-medicines-logic';

const med = (id: string, name: string, dosage: string, active = true) => ({
  id,
  name,
  dosage,
  active,
});

describe('my medicines compared in one list', () => {
  it('lists each medicine once, active first then by name', () => {
    const list = medicinesToCompare([
      med('1', 'Metformin', '500 mg', false),
      med('2', 'Atorvastatin', '10 mg'),
      med('3', 'atorvastatin ', '10 MG'),
      med('4', 'Amlodipine', '5 mg'),
      med('5', '  ', ''),
    ]);
    expect(list.map((m) => m.name)).toEqual(['Amlodipine', 'Atorvastatin', 'Metformin']);
    expect(list[1]?.request).toEqual({
      medicationName: 'Atorvastatin',
      dosage: '10 mg',
      quantity: null,
    });
  });

  it('leaves out a dosage too long for the search', () => {
    const [only] = medicinesToCompare([med('1', 'Syrup', 'x'.repeat(51))]);
    expect(only?.request.dosage).toBeNull();
    expect(only?.dosage).toHaveLength(51);
  });

  it('runs the searches one after another, never two at once, and goes on after a failure', async () => {
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const totals = await runInSequence(
      ['a', 'b', 'c'],
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await Promise.resolve();
        running -= 1;
        if (item === 'b') throw new Error('down');
        return item.toUpperCase();
      },
      (item, outcome) => order.push(`${item}:${outcome.status}`),
    );
    expect(most).toBe(1);
    expect(totals).toEqual({ done: 2, failed: 1 });
    expect(order).toEqual(['a:pending', 'a:done', 'b:pending', 'b:error', 'c:pending', 'c:done']);
  });
});
