import { eq } from 'drizzle-orm';
import {
  DEFAULT_PRIVACY_CHOICES,
  type PrivacyChoices,
  type PrivacyChoicesPatch,
} from '@core/contract/data-privacy';
import type { Deps } from '../../deps';
import { privacyChoices } from '../../db/schema';

export async function readChoices(deps: Deps, userId: string): Promise<PrivacyChoices> {
  const [row] = await deps.db
    .select({
      reminderEmails: privacyChoices.reminderEmails,
      healthTips: privacyChoices.healthTips,
    })
    .from(privacyChoices)
    .where(eq(privacyChoices.userId, userId));
  return row ?? DEFAULT_PRIVACY_CHOICES;
}

/** One upsert: the switches not named keep their value (or their default on the first change). */
export async function changeChoices(
  deps: Deps,
  userId: string,
  patch: PrivacyChoicesPatch,
): Promise<PrivacyChoices> {
  const set = { ...patch, updatedAt: deps.clock.now() };
  const [row] = await deps.db
    .insert(privacyChoices)
    .values({ userId, ...DEFAULT_PRIVACY_CHOICES, ...set })
    .onConflictDoUpdate({ target: privacyChoices.userId, set })
    .returning({
      reminderEmails: privacyChoices.reminderEmails,
      healthTips: privacyChoices.healthTips,
    });
  return row ?? DEFAULT_PRIVACY_CHOICES;
}
