import { describe, expect, it } from 'vitest';
import { GOAL_WEIGHT_MESSAGE, memberUpdateSchema } from '@core/contract/family';
import { goalDistance, goalValues, toGoalInput } from './goal-weight';

describe('goal distance', () => {
  it('says how much to lose or gain, to 0.1 kg', () => {
    expect(goalDistance(66.5, 64)).toBe('2.5 kg to lose');
    expect(goalDistance(58, 60.5)).toBe('2.5 kg to gain');
    expect(goalDistance(70.04, 70)).toBe('Goal reached');
    expect(goalDistance(60, 60)).toBe('Goal reached');
    expect(goalDistance(60.06, 60)).toBe('0.1 kg to lose');
  });
});

describe('goal form values', () => {
  it('shows the goal, or an empty box', () => {
    expect(goalValues(62.5)).toEqual({ goalWeightKg: '62.5' });
    expect(goalValues(null)).toEqual({ goalWeightKg: '' });
  });

  it('sends the number, a comma as the decimal point', () => {
    expect(toGoalInput({ goalWeightKg: ' 64,5 ' })).toEqual({ goalWeightKg: 64.5 });
  });

  it.each(['', 'sixty', '400', '0.4'])('leaves %j to the contract to refuse', (text) => {
    const result = memberUpdateSchema.safeParse(toGoalInput({ goalWeightKg: text }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([GOAL_WEIGHT_MESSAGE]);
  });
});
