/** Spec §3: the kinds of monthly health reminder GET /api/health-reminders answers. */
export const HEALTH_REMINDER_TYPES = ['blood_pressure', 'sugar_test'] as const;
export type HealthReminderType = (typeof HEALTH_REMINDER_TYPES)[number];

/** Spec §9, word for word. */
export const HEALTH_REMINDER_TEXT: Record<HealthReminderType, string> = {
  blood_pressure: 'Time for your monthly blood pressure monitoring',
  sugar_test: 'Time for your monthly blood sugar test',
};
