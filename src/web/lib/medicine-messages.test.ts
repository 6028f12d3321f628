import { describe, expect, it } from 'vitest';
import { MEDICATION_MESSAGES } from '@core/contract/medicines-rules';
import { NOTATION_MESSAGES, SCHEDULE_INPUT_MESSAGES, SCHEDULE_MESSAGES } from '@core/medicines';
import { i18n } from '@web/lib/i18n/i18n';
import {
  MEDICATION_FIELD_MESSAGES,
  MEDICATION_TEXTS,
  NOTATION_FIELD_MESSAGES,
  SCHEDULE_FIELD_MESSAGES,
  SCHEDULE_INPUT_FIELD_MESSAGES,
} from './medicine-messages';

describe('the medication form’s messages from src/core', () => {
  it.each([
    ['the schema’s', MEDICATION_MESSAGES, MEDICATION_FIELD_MESSAGES],
    ['the schedule’s', SCHEDULE_MESSAGES, SCHEDULE_FIELD_MESSAGES],
    ['the schedule input’s', SCHEDULE_INPUT_MESSAGES, SCHEDULE_INPUT_FIELD_MESSAGES],
    ['the notation’s', NOTATION_MESSAGES, NOTATION_FIELD_MESSAGES],
  ] as const)('are %s texts, word for word', (_name, core, messages) => {
    for (const [key, text] of Object.entries(core)) {
      expect(i18n._(messages[key as keyof typeof messages])).toBe(text);
      expect(MEDICATION_TEXTS.has(text)).toBe(true);
    }
  });

  it('each have, in English, exactly the text they stand for', () => {
    for (const [english, message] of MEDICATION_TEXTS) expect(i18n._(message)).toBe(english);
  });
});
