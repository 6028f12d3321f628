import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SupportTopic } from '@core/contract/support';

/**
 * The topics' names: the FAQ's group headings and the contact form's choices (the FAQ's topics
 * are among the form's). The FAQ's answers name "Premium and payments": keep them in step.
 */
export const TOPIC_LABELS: Record<SupportTopic, MessageDescriptor> = {
  reminders: msg`Reminders and notifications`,
  install: msg`Installing the app`,
  premium: msg`Premium and payments`,
  family: msg`Family members`,
  privacy: msg`Privacy and my data`,
  prices: msg`Medicine prices`,
  account: msg`My account and sign-in`,
  other: msg`Something else`,
};
