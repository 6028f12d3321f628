import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from './auth-rules';
import {
  SUPPORT_EMAIL_PATTERN,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES,
  supportMessageSchema,
} from './support';

const errors = (input: unknown) =>
  supportMessageSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('the contact form’s message', () => {
  it('takes a topic, a message of 10 to 2000 characters and an optional email', () => {
    expect(
      supportMessageSchema.parse({ topic: 'reminders', message: '  My reminders stopped.  ' }),
    ).toEqual({ topic: 'reminders', message: 'My reminders stopped.', email: null });
    expect(
      supportMessageSchema.parse({
        topic: 'other',
        message: 'x'.repeat(SUPPORT_MESSAGE_MAX),
        email: ' Asha@Example.IN ',
      }),
    ).toEqual({
      topic: 'other',
      message: 'x'.repeat(SUPPORT_MESSAGE_MAX),
      email: 'asha@example.in',
    });
    expect(
      supportMessageSchema.parse({ topic: 'other', message: '0123456789', email: '' }).email,
    ).toBe(null);
  });

  it('refuses a short, long or missing message, an unknown topic and a bad email', () => {
    expect(errors({ topic: 'reminders', message: '   short   ' })).toEqual([
      SUPPORT_MESSAGES.messageShort,
    ]);
    expect(errors({ topic: 'reminders', message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) })).toEqual([
      SUPPORT_MESSAGES.messageLong,
    ]);
    expect(errors({ topic: 'reminders' })).toEqual([SUPPORT_MESSAGES.messageShort]);
    expect(errors({ topic: 'billing', message: 'Please help me with this.' })).toEqual([
      SUPPORT_MESSAGES.topic,
    ]);
    expect(errors({ topic: 'other', message: 'Please help me with this.', email: 'a@b' })).toEqual([
      SUPPORT_MESSAGES.email,
    ]);
  });

  it('checks an email with the same pattern as sign-up', () => {
    expect(SUPPORT_EMAIL_PATTERN.source).toBe(EMAIL_PATTERN.source);
    expect(SUPPORT_EMAIL_PATTERN.flags).toBe(EMAIL_PATTERN.flags);
  });

  it('drops what the body says about who sends it', () => {
    const parsed = supportMessageSchema.parse({
      topic: 'family',
      message: 'How do I add my father?',
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(parsed).not.toHaveProperty('userId');
  });
});
