import type { MedicationReminder } from '@core/contract/medicines';

/** Spec §3: the in-app notification kinds. Only medication reminders exist so far. */
export const LOCAL_NOTIFICATION_TYPES = ['medication', 'period', 'health_checkup'] as const;
export type LocalNotificationType = (typeof LOCAL_NOTIFICATION_TYPES)[number];

/**
 * Spec §3 local in-app notification, plus the dose's scheduledTime (to log it) and the
 * medicine's instructions (shown on the toast).
 */
export interface LocalNotification {
  id: string;
  type: LocalNotificationType;
  title: string;
  message: string;
  medicationName?: string;
  dosage?: string;
  medicationId?: string;
  instructions?: string;
  scheduledTime?: string;
}

/** One id per dose: the medication and the minute it is due (as the server matches logs). */
export function doseNotificationId(medicationId: string, scheduledTime: string): string {
  const ms = Date.parse(scheduledTime);
  const minute = Number.isNaN(ms) ? scheduledTime : String(Math.floor(ms / 60_000));
  return `medication:${medicationId}@${minute}`;
}

export function fromReminder(reminder: MedicationReminder): LocalNotification {
  const { medicationId, medicationName, dosage, instructions, scheduledTime } = reminder;
  return {
    id: doseNotificationId(medicationId, scheduledTime),
    type: 'medication',
    title: 'Time for your medicine',
    message: `Take ${medicationName} ${dosage}`.trim() + (instructions ? ` (${instructions})` : ''),
    medicationName,
    dosage,
    medicationId,
    ...(instructions ? { instructions } : {}),
    scheduledTime,
  };
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** Reads a notification kept in storage; anything malformed is null. */
export function toLocalNotification(value: unknown): LocalNotification | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const type = LOCAL_NOTIFICATION_TYPES.find((t) => t === v.type);
  if (!type || !isString(v.id) || !isString(v.title) || !isString(v.message)) return null;
  const optional = ['medicationName', 'dosage', 'medicationId', 'instructions', 'scheduledTime'];
  const extra: Record<string, string> = {};
  for (const key of optional) {
    const field = v[key];
    if (isString(field)) extra[key] = field;
  }
  return { id: v.id, type, title: v.title, message: v.message, ...extra };
}
