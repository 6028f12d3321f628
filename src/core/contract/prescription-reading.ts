import * as z from 'zod/mini';
import { MAX_UNSURE_WORDS } from '../prescriptions/ocr-words';
import { prescriptionSchema } from './prescriptions';

/** A page of a prescription holds a few hundred words; 20,000 characters is several pages. */
export const PRESCRIPTION_TEXT_MAX = 20_000;
export const UNSURE_WORD_MAX = 60;

export const PRESCRIPTION_TEXT_MESSAGES = {
  text: 'The text read from the prescription must be text',
  textLong: 'The text read from the prescription is longer than 20,000 characters',
  unsure: 'The words to check must be a list of at most 200 words',
} as const;

/**
 * PUT /api/prescriptions/:id/text: the text the phone read from the prescription (OCR, ADR 036)
 * and the words it was unsure of. The server keeps the text (for search) and answers the
 * medicines it names.
 */
export const prescriptionTextSchema = z.object({
  text: z
    .string({ error: PRESCRIPTION_TEXT_MESSAGES.text })
    .check(z.maxLength(PRESCRIPTION_TEXT_MAX, PRESCRIPTION_TEXT_MESSAGES.textLong)),
  unsure: z._default(
    z
      .array(
        z
          .string({ error: PRESCRIPTION_TEXT_MESSAGES.unsure })
          .check(z.maxLength(UNSURE_WORD_MAX, PRESCRIPTION_TEXT_MESSAGES.unsure)),
        { error: PRESCRIPTION_TEXT_MESSAGES.unsure },
      )
      .check(z.maxLength(MAX_UNSURE_WORDS, PRESCRIPTION_TEXT_MESSAGES.unsure)),
    [],
  ),
});
export type PrescriptionTextInput = z.input<typeof prescriptionTextSchema>;

/** A medicine found on the prescription, offered as a reminder (core/prescriptions). */
export const foundMedicineSchema = z.object({
  name: z.string(),
  medicine: z.string(),
  dosage: z.string(),
  notation: z.nullable(z.string()),
  times: z.array(z.string()),
  asNeeded: z.boolean(),
  food: z.nullable(z.enum(['before', 'after', 'with'])),
  days: z.nullable(z.number()),
  text: z.string(),
  uncertain: z.array(z.string()),
  check: z.boolean(),
});
export type FoundMedicine = z.infer<typeof foundMedicineSchema>;

export const prescriptionReadingSchema = z.object({
  prescription: prescriptionSchema,
  medicines: z.array(foundMedicineSchema),
});
export type PrescriptionReading = z.infer<typeof prescriptionReadingSchema>;
