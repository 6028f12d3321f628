import type { Member } from '@core/contract/family';
import { STORAGE_FULL_CODE, UPLOAD_FAILED_MESSAGE } from '@core/contract/prescriptions';
import { ApiError, isNetworkError } from '@web/lib/api';
import { connectionError } from '@web/lib/error-message';

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

/** Refusals that are about the account, not the file: their message replaces the spec's. */
function accountRefusal(error: ApiError): string | null {
  const aboutAccount = error.status === 429 || error.serverCode === STORAGE_FULL_CODE;
  return aboutAccount ? error.serverMessage : null;
}

export function uploadFailure(error: unknown): UploadFailure {
  if (error instanceof ApiError) {
    const message = accountRefusal(error);
    if (message) return { message, reason: null };
  }
  let reason: string | null = null;
  if (isNetworkError(error)) reason = connectionError().description;
  else if (error instanceof ApiError) {
    reason =
      error.serverMessage ??
      (error.status === 413 ? `The file is larger than ${PRESCRIPTION_MAX_MB} MB.` : null);
  } else if (error instanceof Error && error.message) reason = error.message;
  return { message: UPLOAD_FAILED_MESSAGE, reason };
}

/** 'Saved to your prescriptions.' or "Saved to Ramesh's prescriptions." */
export function uploadSuccessText(member: Pick<Member, 'name' | 'isSelf'> | null): {
  title: string;
  description: string;
} {
  const whose = !member || member.isSelf ? 'your' : `${member.name}'s`;
  return { title: 'Prescription uploaded', description: `Saved to ${whose} prescriptions.` };
}

/** 'Uploading… 42%'. */
export function progressPercent(fraction: number): number {
  if (!(fraction > 0)) return 0;
  return Math.min(100, Math.round(fraction * 100));
}
