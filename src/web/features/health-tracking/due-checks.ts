import { t } from '@lingui/core/macro';
import type { EyeTest, Period } from '@core/contract/health';
import { HEALTH_REMINDER_TEXT, type HealthReminderType } from '@core/health/checkups';
import { periodReminder, predictPeriod } from '@core/health/cycle';
import { memberPeriodText } from '@web/features/periods/prediction-text';
import { formatCalendarDate } from '@web/lib/format-date';
import { eyeCheckupDue } from './tracker-summary';
import type { TrackerKey } from './trackers';

export interface HealthReminder {
  type: HealthReminderType;
  memberId?: string;
}

export interface DueCheck {
  memberId: string;
  tracker: TrackerKey;
  text: string;
}

export interface DueInputs {
  selfId: string | null;
  healthReminders: readonly HealthReminder[];
  periodsByMember: ReadonlyMap<string, Period[]>;
  eyeTestsByMember: ReadonlyMap<string, EyeTest[]>;
  today: string;
}

/**
 * Every check that is due, per member: the monthly BP and sugar checks the server reports, the
 * period reminder (2 days before, the same rule as GET /api/period-reminders, worked out for each
 * member), and an eye check-up whose date is near or past.
 */
export function dueChecks(input: DueInputs): DueCheck[] {
  const checks: DueCheck[] = [];
  for (const r of input.healthReminders) {
    const memberId = r.memberId ?? input.selfId;
    if (!memberId) continue;
    checks.push({
      memberId,
      tracker: r.type === 'blood_pressure' ? 'bloodPressure' : 'sugar',
      text: HEALTH_REMINDER_TEXT[r.type],
    });
  }
  for (const [memberId, periods] of input.periodsByMember) {
    const reminder = periodReminder(predictPeriod(periods, input.today), input.today);
    if (reminder.shouldRemind && reminder.daysUntilDue !== null) {
      const text = memberPeriodText(reminder.daysUntilDue, memberId === input.selfId);
      checks.push({ memberId, tracker: 'period', text });
    }
  }
  for (const [memberId, tests] of input.eyeTestsByMember) {
    const due = eyeCheckupDue(tests, input.today);
    if (!due) continue;
    const day = formatCalendarDate(due);
    const text =
      due < input.today ? t`Eye check-up was due on ${day}` : t`Eye check-up due on ${day}`;
    checks.push({ memberId, tracker: 'eye', text });
  }
  return checks;
}
