import * as z from 'zod/mini';

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
  storageFull: (usedBytes: number, quotaBytes: number, fileBytes: number) =>
    `Storage full: your prescriptions use ${megabytes(usedBytes)} MB of your ${megabytes(quotaBytes)} MB and this file needs ${megabytes(fileBytes)} MB. Delete some to upload more.`,
} as const;

/** The error code of a refusal for lack of storage (its status is 413). */
export const STORAGE_FULL_CODE = 'QUOTA_EXCEEDED';

/** Bytes as MB (1,048,576 bytes) with at most one decimal: 6, 0.5, 195.3. */
export function megabytes(bytes: number): string {
  const tenths = Math.round((bytes / (1024 * 1024)) * 10);
  // A few bytes are never '0 MB'.
  return String((bytes > 0 ? Math.max(tenths, 1) : 0) / 10);
}

/** GET /api/prescriptions?memberId= */
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
});
export type Prescription = z.infer<typeof prescriptionSchema>;

/** GET /api/notifications: alerts the server raised (refill), newest first. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(['refill']),
  medicationId: z.nullable(z.string()),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type ServerNotification = z.infer<typeof notificationSchema>;

/** `?inline=1`: the viewer asks to show a PDF in the browser instead of downloading it. */
export const prescriptionFileQuerySchema = z.object({
  inline: z.optional(z.literal('1', { error: 'inline must be 1' })),
});
