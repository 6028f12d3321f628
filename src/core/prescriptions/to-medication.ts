import type { MedicationCreateInput } from '../contract/medicines';
import type { FoodTiming } from '../medicines/notation';
import { addDays } from '../medicines/time-zone';

/** A found medicine as the user left it in the list: every field editable. */
export interface ChosenMedicine {
  name: string;
  dosage: string;
  /** '1-0-1', 'BD', 'SOS': what the add form's pattern field takes. */
  notation: string;
  food: FoodTiming | null;
  /** The course in days; null for no end. */
  days: number | null;
}

/** How a meal instruction is written after the pattern, as parseDirections reads it back. */
const FOOD_WORDS: Record<FoodTiming, string> = {
  before: 'before food',
  after: 'after food',
  with: 'with food',
};

/**
 * The POST /api/medications body for a chosen medicine: its pattern with the meal ("1-0-1 after
 * food": the server sets the instructions and the with-food flag from it), and for a course, the
 * days from today to its last day ("x 5 days" from 22 Nov ends on 26 Nov).
 */
export function medicationFromChosen(
  chosen: ChosenMedicine,
  at: { memberId: string; today: string },
): MedicationCreateInput {
  const pattern = chosen.notation.trim();
  return {
    memberId: at.memberId,
    name: chosen.name.trim(),
    dosage: chosen.dosage.trim(),
    notation: chosen.food && pattern !== '' ? `${pattern} ${FOOD_WORDS[chosen.food]}` : pattern,
    ...(chosen.days !== null && chosen.days >= 1
      ? { startDate: at.today, endDate: addDays(at.today, chosen.days - 1) }
      : {}),
  };
}
