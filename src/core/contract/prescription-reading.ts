import * as z from 'zod/mini';
import { MAX_UNSURE_WORDS } from '../prescriptions/ocr-words';
import { medicationCreateSchema } from './medicines';
import { prescriptionListQuerySchema, prescriptionSchema } from './prescriptions';

/*
 * Reading prescriptions (ADR 036) lives apart from prescriptions.ts and medicines.ts:
 * those are in Home's first load (the bell's notices, the medicine card), this is not.
 */

/** The longest search of the list: words of a medicine or a file name. */
export const PRESCRIPTION_SEARCH_MAX = 100;

/** GET /api/prescriptions?memberId=&q= (q: words of the text read from it, or of its name) */
export const prescriptionSearchQuerySchema = z.extend(prescriptionListQuerySchema, {
  q: z.optional(
    z
      .string({ error: 'Search must be text' })
      .check(
        z.trim(),
        z.maxLength(PRESCRIPTION_SEARCH_MAX, 'Search must be at most 100 characters'),
      ),
  ),
});

/** The most medicines one request adds: a prescription's worth. */
export const MEDICATION_BATCH_MAX = 20;
export const MEDICATION_BATCH_MESSAGE = 'Choose from 1 to 20 medicines to add';

/**
 * POST /api/medications/batch: the medicines chosen from a prescription, added together or not
 * at all, each checked as POST /api/medications checks one.
 */
export const medicationBatchSchema = z.object(
  {
    medications: z
      .array(medicationCreateSchema, { error: MEDICATION_BATCH_MESSAGE })
      .check(
        z.minLength(1, MEDICATION_BATCH_MESSAGE),
        z.maxLength(MEDICATION_BATCH_MAX, MEDICATION_BATCH_MESSAGE),
      ),
  },
  { error: MEDICATION_BATCH_MESSAGE },
);

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
  /**
   * The member the prescription is for, when reading it showed it is someone else's
   * than the upload said (the name on it, or the person's own choice after reading).
   */
  memberId: z.optional(z.uuid({ error: 'Please choose a family member' })),
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
