import { msg } from '@lingui/core/macro';
import { SUPPORT_MESSAGES } from '@core/contract/support';
import { textTable } from '@web/lib/i18n/text-table';

/**
 * The contact form's rules as src/core words them (ADR 026: core does not import Lingui), with
 * their messages; support-texts.test.ts checks each English is the core text it stands for.
 */
export const SUPPORT_TEXTS = textTable([
  [SUPPORT_MESSAGES.topic, msg`Please choose a topic`],
  [SUPPORT_MESSAGES.messageShort, msg`Please write at least 10 characters`],
  [SUPPORT_MESSAGES.messageLong, msg`Your message must be at most 2000 characters`],
  [SUPPORT_MESSAGES.email, msg`Please enter a valid email address`],
]);
