import * as z from 'zod/mini';

/** The contact form's topics (/help-support): a fixed list, so the admin area can sort by it. */
export const SUPPORT_TOPICS = [
  'reminders',
  'install',
  'premium',
  'family',
  'privacy',
  'prices',
  'account',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;
export const SUPPORT_EMAIL_MAX = 254;

/**
 * Spec §5's simple email pattern, as auth-rules.ts's EMAIL_PATTERN (support.test.ts checks they
 * are the same). Not imported from there: the sign-in page's first load bundles auth-rules with
 * its form code, and a second importer (this lazy page) splits it into a chunk of its own,
 * ~150 B gzip more on every signed-out page, past the /reset-password budget in Hindi.
 */
export const SUPPORT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The English texts of the contact form's rules; the web words them (support-texts.ts). */
export const SUPPORT_MESSAGES = {
  topic: 'Please choose a topic',
  messageShort: `Please write at least ${SUPPORT_MESSAGE_MIN} characters`,
  messageLong: `Your message must be at most ${SUPPORT_MESSAGE_MAX} characters`,
  email: 'Please enter a valid email address',
} as const;

const email = z.pipe(
  z.nullish(
    z.string({ error: SUPPORT_MESSAGES.email }).check(
      z.trim(),
      z.maxLength(SUPPORT_EMAIL_MAX, SUPPORT_MESSAGES.email),
      z.refine((v) => v === '' || SUPPORT_EMAIL_PATTERN.test(v), SUPPORT_MESSAGES.email),
    ),
  ),
  // An empty field means "not given".
  z.transform((v: string | null | undefined) => (v ? v.toLowerCase() : null)),
);

/**
 * A message to the team. Who sends it comes from the session, never from the body: unknown keys
 * (a `userId`, say) are dropped, and a signed-in sender's `email` is not kept (the account is).
 * The shared text rule (no control characters) is checked on every field by the server's
 * `validate`.
 */
export const supportMessageSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: SUPPORT_MESSAGES.topic }),
  message: z
    .string({ error: SUPPORT_MESSAGES.messageShort })
    .check(
      z.trim(),
      z.minLength(SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGES.messageShort),
      z.maxLength(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES.messageLong),
    ),
  email,
});
export type SupportMessageInput = z.input<typeof supportMessageSchema>;
export type SupportMessage = z.output<typeof supportMessageSchema>;

/** What the server answers once the message is stored. */
export interface SupportMessageReceipt {
  id: string;
  topic: SupportTopic;
  createdAt: string;
}
