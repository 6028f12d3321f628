import { t } from '@lingui/core/macro';
import type { MemberUpdate } from '@core/contract/family';
import { roundTo } from '@core/health/round';
import { formatNumber, numberText, requiredNumber } from '../form-numbers';

/** How far the latest weight is from the goal, to 0.1 kg (what a home scale shows). */
export function goalDistance(latestKg: number, goalKg: number): string {
  const left = roundTo(latestKg - goalKg, 1);
  if (left === 0) return t`Goal reached`;
  const amount = formatNumber(Math.abs(left));
  return left > 0 ? t`${amount} kg to lose` : t`${amount} kg to gain`;
}

export interface GoalFormValues {
  goalWeightKg: string;
}

export const GOAL_FORM_FIELDS = ['goalWeightKg'] as const;

export function goalValues(goalKg: number | null): GoalFormValues {
  return { goalWeightKg: numberText(goalKg) };
}

/**
 * The PATCH body. An empty or unreadable box is NaN, so that the contract answers with its own
 * message ("Enter a goal weight between 0.5 and 350 kg"); clearing the goal is its own button.
 */
export function toGoalInput(values: GoalFormValues): MemberUpdate {
  return { goalWeightKg: requiredNumber(values.goalWeightKg) ?? Number.NaN };
}
