import { describe, expect, it } from 'vitest';
import { advanceOrderStatus, movesForward, statusesBefore } from './order-status';

describe('an order state only moves forward (created → failed → paid)', () => {
  it.each([
    ['created', 'failed', 'failed'],
    ['created', 'paid', 'paid'],
    ['failed', 'paid', 'paid'],
    ['paid', 'failed', 'paid'],
    ['paid', 'created', 'paid'],
    ['failed', 'created', 'failed'],
    ['paid', 'paid', 'paid'],
  ] as const)('%s + %s = %s', (current, event, next) => {
    expect(advanceOrderStatus(current, event)).toBe(next);
    expect(movesForward(current, event)).toBe(next !== current);
  });

  it('names the states an event may move on from (the conditional update)', () => {
    expect(statusesBefore('paid')).toEqual(['created', 'failed']);
    expect(statusesBefore('failed')).toEqual(['created']);
    expect(statusesBefore('created')).toEqual([]);
  });
});
