/**
 * What a Web Push carries (issue 13, ADR 032): the text the service worker shows and what its
 * actions need, nothing more. At most the medicine's name and dose, and not even those when the
 * account hides details; never readings, cycles or notes. Encrypted to the device (RFC 8291).
 */
export type PushKind = 'medication' | 'period' | 'health_checkup' | 'caregiver';
export type PushLanguage = 'en' | 'hi';

export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  /** Notifications with one tag replace each other (one per dose, one for the period...). */
  tag: string;
  /** Where a tap opens the app. */
  url: string;
  /** For the Taken action: the dose (medication reminders only), and whose it is, so that a
   * Taken tapped offline joins that account's dose queue (ADR 022). */
  userId?: string;
  medicationId?: string;
  scheduledTime?: string;
  /** The action buttons' labels, in the account's language. */
  actions?: { taken: string; snooze: string };
}

/** Push services take 4 KB; ours stay under 3 KB so that nothing is ever cut. */
export const MAX_PAYLOAD_BYTES = 3 * 1024;

const TEXT = {
  en: {
    medicineTitle: 'Time for your medicine',
    medicineBody: (name: string, dose: string) => `${name} ${dose}`.trim(),
    genericTitle: 'MedMitra reminder',
    genericBody: 'Open MedMitra to see your reminder',
    periodTitle: 'Period reminder',
    periodBody: (days: number) =>
      days <= 0 ? 'Your period is due today' : `Your period is due in ${days} day(s)`,
    checkupTitle: 'Monthly health check',
    bloodPressure: 'Time for your monthly blood pressure monitoring',
    sugar: 'Time for your monthly blood sugar test',
    taken: 'Taken',
    snooze: 'Snooze 15m',
    caregiverTitle: (member: string) => `${member} has not taken a dose`,
    caregiverBody: (medicine: string, time: string) => `${medicine}, due at ${time}`,
    caregiverGenericTitle: 'MedMitra caregiver alert',
  },
  hi: {
    medicineTitle: 'दवा लेने का समय',
    medicineBody: (name: string, dose: string) => `${name} ${dose}`.trim(),
    genericTitle: 'MedMitra रिमाइंडर',
    genericBody: 'अपना रिमाइंडर देखने के लिए MedMitra खोलें',
    periodTitle: 'पीरियड रिमाइंडर',
    periodBody: (days: number) =>
      days <= 0 ? 'आपका पीरियड आज आने वाला है' : `आपका पीरियड ${days} दिन में आने वाला है`,
    checkupTitle: 'मासिक स्वास्थ्य जाँच',
    bloodPressure: 'मासिक ब्लड प्रेशर जाँच का समय',
    sugar: 'मासिक ब्लड शुगर जाँच का समय',
    taken: 'ले ली',
    snooze: '15 मिनट बाद',
    caregiverTitle: (member: string) => `${member} ने एक खुराक नहीं ली है`,
    caregiverBody: (medicine: string, time: string) => `${medicine}, ${time} बजे की`,
    caregiverGenericTitle: 'MedMitra देखभाल सूचना',
  },
} as const;

const text = (language: string) => TEXT[language === 'hi' ? 'hi' : 'en'];

/** Cuts text to `max` characters (a long medicine name must not push the payload over 3 KB). */
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export function medicationPayload(input: {
  userId: string;
  medicationId: string;
  scheduledTime: Date;
  name: string;
  dosage: string;
  language: string;
  showDetails: boolean;
}): PushPayload {
  const t = text(input.language);
  const scheduledTime = input.scheduledTime.toISOString();
  return {
    kind: 'medication',
    title: t.medicineTitle,
    body: input.showDetails ? clip(t.medicineBody(input.name, input.dosage), 200) : t.genericBody,
    tag: `dose:${input.medicationId}:${scheduledTime}`,
    url: '/',
    userId: input.userId,
    medicationId: input.medicationId,
    scheduledTime,
    actions: { taken: t.taken, snooze: t.snooze },
  };
}

export function periodPayload(input: {
  daysUntilDue: number;
  language: string;
  showDetails: boolean;
}): PushPayload {
  const t = text(input.language);
  return {
    kind: 'period',
    title: input.showDetails ? t.periodTitle : t.genericTitle,
    body: input.showDetails ? t.periodBody(input.daysUntilDue) : t.genericBody,
    tag: 'period',
    url: '/health?tab=period-tracker',
  };
}

export function checkupPayload(input: {
  type: 'blood_pressure' | 'sugar_test';
  language: string;
  showDetails: boolean;
}): PushPayload {
  const t = text(input.language);
  return {
    kind: 'health_checkup',
    title: input.showDetails ? t.checkupTitle : t.genericTitle,
    body: input.showDetails
      ? input.type === 'blood_pressure'
        ? t.bloodPressure
        : t.sugar
      : t.genericBody,
    tag: `checkup:${input.type}`,
    url:
      input.type === 'blood_pressure' ? '/health?tab=blood-pressure' : '/health?tab=sugar-levels',
  };
}

/**
 * Issue 16: a member a caregiver watches has not taken a dose. The member's name and the medicine
 * at most; with the caregiver's details hidden, generic text. A tap opens the member's day.
 */
export function caregiverPayload(input: {
  linkId: string;
  medicationId: string;
  scheduledTime: Date;
  member: string;
  medicine: string;
  /** The dose's time as the family reads it ("8:00 am"), already in the owner's time zone. */
  time: string;
  language: string;
  showDetails: boolean;
}): PushPayload {
  const t = text(input.language);
  return {
    kind: 'caregiver',
    title: input.showDetails ? clip(t.caregiverTitle(input.member), 120) : t.caregiverGenericTitle,
    body: input.showDetails
      ? clip(t.caregiverBody(input.medicine, input.time), 200)
      : t.genericBody,
    tag: `care:${input.medicationId}:${input.scheduledTime.toISOString()}`,
    url: `/care/${input.linkId}`,
  };
}

/** The payload as sent; throws if it would pass the limit (a bug, never a user's input). */
export function encodePayload(payload: PushPayload): string {
  const json = JSON.stringify(payload);
  const bytes = new TextEncoder().encode(json).length;
  if (bytes > MAX_PAYLOAD_BYTES) throw new Error(`push payload is ${bytes} bytes`);
  return json;
}
