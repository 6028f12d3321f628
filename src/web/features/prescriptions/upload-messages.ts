import { msg, t } from '@lingui/core/macro';
import type { Member } from '@core/contract/family';
import * as z from 'zod/mini';
import {
  PRESCRIPTION_MESSAGES,
  STORAGE_FULL_CODE,
  storageFullParamsSchema,
} from '@core/contract/prescriptions';
import { i18n } from '@web/lib/i18n/i18n';
import { textTable, translateText } from '@web/lib/i18n/text-table';
import { ApiError, isNetworkError } from '@web/lib/api';
import { connectionError, serverMessage } from '@web/lib/error-message';

/** Spec §4: the processing display lasts 3 s before the sheet closes. */
export const PROCESSING_MS = 3_000;

export const PRESCRIPTION_MAX_MB = 10;

export interface UploadFailure {
  /**
   * Spec §8, word for word; but when the account's storage is full or it sent too many uploads,
   * the server's message: the spec's text would send the user looking for a better file.
   */
  message: string;
  /** Why, in the server's words when it gave them. */
  reason: string | null;
}

/**
 * The server's reasons a file is refused (src/core), in the active language; upload-texts.test.ts
 * checks each English is the core text.
 */
export const UPLOAD_TEXTS = textTable([
  [PRESCRIPTION_MESSAGES.missing, msg`Please choose a photo or a PDF of the prescription`],
  [PRESCRIPTION_MESSAGES.type, msg`Only photos (JPEG, PNG, WebP) or PDF files can be uploaded`],
  [
    PRESCRIPTION_MESSAGES.tooLarge,
    msg`The file is larger than 10 MB. Please choose a smaller file`,
  ],
  [PRESCRIPTION_MESSAGES.empty, msg`The file is empty`],
  // camera.ts's capture failures.
  ['The camera has no picture yet', msg`The camera has no picture yet`],
  ['The photo could not be saved', msg`The photo could not be saved`],
]);

/**
 * The server's storage-full answer in the active language, from the figures it sends as `params`
 * (storageFullParams, ADR 026); without readable figures, its English as it came.
 */
function storageFullText(error: ApiError): string | null {
  const figures = z.safeParse(storageFullParamsSchema, error.serverParams);
  if (!figures.success) return error.serverMessage;
  const { usedMb: used, quotaMb: quota, fileMb: needs } = figures.data;
  return t`Storage full: your prescriptions use ${used} MB of your ${quota} MB and this file needs ${needs} MB. Delete some to upload more.`;
}

/** Refusals that are about the account, not the file: their message replaces the spec's. */
function accountRefusal(error: ApiError): string | null {
  if (error.serverCode === STORAGE_FULL_CODE) return storageFullText(error);
  return error.status === 429 ? serverMessage(error) : null;
}

export function uploadFailure(error: unknown): UploadFailure {
  if (error instanceof ApiError) {
    const message = accountRefusal(error);
    if (message) return { message, reason: null };
  }
  let reason: string | null = null;
  if (isNetworkError(error)) reason = connectionError().description;
  else if (error instanceof ApiError) {
    const mb = PRESCRIPTION_MAX_MB;
    reason =
      translateText(i18n, UPLOAD_TEXTS, error.serverMessage ?? undefined) ??
      (error.status === 413 ? t`The file is larger than ${mb} MB.` : null);
  } else if (error instanceof Error && error.message)
    reason = translateText(i18n, UPLOAD_TEXTS, error.message);
  return { message: t`Upload failed: Please try again with a valid image or PDF file.`, reason };
}

/** 'Saved to your prescriptions.' or "Saved to Ramesh's prescriptions." */
export function uploadSuccessText(member: Pick<Member, 'name' | 'isSelf'> | null): {
  title: string;
  description: string;
} {
  const name = member?.name ?? '';
  const description =
    !member || member.isSelf
      ? t`Saved to your prescriptions.`
      : t`Saved to ${name}'s prescriptions.`;
  return { title: t`Prescription uploaded`, description };
}

/** 'Uploading… 42%'. */
export function progressPercent(fraction: number): number {
  if (!(fraction > 0)) return 0;
  return Math.min(100, Math.round(fraction * 100));
}
