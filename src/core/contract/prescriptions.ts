import * as z from 'zod/mini';
import { textParamsSchema } from './common';

/** PRODUCT §4: JPEG, PNG, WebP or PDF, at most 10 MB, checked by content on the server. */
export const PRESCRIPTION_MAX_BYTES = 10 * 1024 * 1024;
export const PRESCRIPTION_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type PrescriptionType = (typeof PRESCRIPTION_TYPES)[number];

/** Spec §8: what the upload sheet says when an upload fails. */
export const UPLOAD_FAILED_MESSAGE =
  'Upload failed: Please try again with a valid image or PDF file.';

export const PRESCRIPTION_MESSAGES = {
  missing: 'Please choose a photo or a PDF of the prescription',
  type: 'Only photos (JPEG, PNG, WebP) or PDF files can be uploaded',
  tooLarge: 'The file is larger than 10 MB. Please choose a smaller file',
  empty: 'The file is empty',
  /** An account's stored files would pass its quota (UPLOAD_QUOTA_MB); answered with 413. */
  storageFull: (usedBytes: number, quotaBytes: number, fileBytes: number) => {
    const { usedMb, quotaMb, fileMb } = storageFullParams(usedBytes, quotaBytes, fileBytes);
    return `Storage full: your prescriptions use ${usedMb} MB of your ${quotaMb} MB and this file needs ${fileMb} MB. Delete some to upload more.`;
  },
} as const;

/** The error code of a refusal for lack of storage (its status is 413). */
export const STORAGE_FULL_CODE = 'QUOTA_EXCEEDED';

/** The storage-full refusal's figures, in MB as its message shows them; sent as its `params`. */
export const storageFullParamsSchema = z.object({
  usedMb: z.string(),
  quotaMb: z.string(),
  fileMb: z.string(),
});
export type StorageFullParams = z.infer<typeof storageFullParamsSchema>;

export function storageFullParams(
  usedBytes: number,
  quotaBytes: number,
  fileBytes: number,
): StorageFullParams {
  return {
    usedMb: megabytes(usedBytes),
    quotaMb: megabytes(quotaBytes),
    fileMb: megabytes(fileBytes),
  };
}

/** Bytes as MB (1,048,576 bytes) with at most one decimal: 6, 0.5, 195.3. */
export function megabytes(bytes: number): string {
  const tenths = Math.round((bytes / (1024 * 1024)) * 10);
  // A few bytes are never '0 MB'.
  return String((bytes > 0 ? Math.max(tenths, 1) : 0) / 10);
}

/** GET /api/prescriptions?memberId= (the search, ?q=, is in prescription-reading.ts) */
export const prescriptionListQuerySchema = z.object({
  memberId: z.optional(z.uuid({ error: 'Please choose a family member' })),
});

/** POST /api/prescriptions answers one of these; the list is newest first. */
export const prescriptionSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  fileName: z.string(),
  mimeType: z.enum(PRESCRIPTION_TYPES),
  sizeBytes: z.number(),
  createdAt: z.string(),
  /** Served to its owner only. */
  fileUrl: z.string(),
  /** The start of the text read from it (OCR), or where a search found its words; null if unread. */
  excerpt: z.nullable(z.string()),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

/**
 * A refill alert's words: the English the server stores and answers (`title`, `message`), with a
 * stable `code` and the `params` the client words them with in its language (ADR 026).
 */
export const NOTIFICATION_CODES = [
  'REFILL_RUN_OUT',
  'REFILL_DAYS_LEFT',
  /** A member a caregiver watches has not taken a dose (ADR 037). */
  'CAREGIVER_MISSED_DOSE',
] as const;
export const NOTIFICATION_TYPES = ['refill', 'caregiver'] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];

export const REFILL_TITLE = 'Time to refill';

export const refillRunOutParamsSchema = z.object({ medicine: z.string() });
export const refillDaysLeftParamsSchema = z.object({
  medicine: z.string(),
  days: z.number(),
  stock: z.number(),
});

export type RefillAlert =
  | { code: 'REFILL_RUN_OUT'; params: z.infer<typeof refillRunOutParamsSchema> }
  | { code: 'REFILL_DAYS_LEFT'; params: z.infer<typeof refillDaysLeftParamsSchema> };

/** The alert for a medicine (its name and dosage) with `days` of stock left, or none. */
export function refillAlert(
  medicine: string,
  days: number | null,
  stock: number,
): RefillAlert & { title: string; message: string } {
  if (days === null || stock === 0) {
    return {
      title: REFILL_TITLE,
      message: `${medicine} has run out. Please refill it.`,
      code: 'REFILL_RUN_OUT',
      params: { medicine },
    };
  }
  return {
    title: REFILL_TITLE,
    message: `${medicine}: about ${days} day${days === 1 ? '' : 's'} of stock left (${stock} left). Please refill it soon.`,
    code: 'REFILL_DAYS_LEFT',
    params: { medicine, days, stock },
  };
}

/** GET /api/notifications: alerts the server raised (refill, caregiver), newest first. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  medicationId: z.nullable(z.string()),
  title: z.string(),
  message: z.string(),
  /** Null for an alert raised before alerts had codes: its English is shown as it is. */
  code: z.nullable(z.enum(NOTIFICATION_CODES)),
  params: z.nullable(textParamsSchema),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type ServerNotification = z.infer<typeof notificationSchema>;

/** `?inline=1`: the viewer asks to show a PDF in the browser instead of downloading it. */
export const prescriptionFileQuerySchema = z.object({
  inline: z.optional(z.literal('1', { error: 'inline must be 1' })),
});
