import type { Prescription } from '@core/contract/prescriptions';
import { isDemo } from '@web/demo/flag';
import { ApiError, apiFetch, apiHeaders, throwIfResNotOk } from '@web/lib/api';

export interface UploadRequest {
  file: Blob;
  fileName: string;
  /** Absent: the server files it under the self member. */
  memberId?: string;
  /** 0 to 1 as the bytes leave the phone. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/prescriptions as multipart (field `prescription`, spec §7). XMLHttpRequest rather
 * than fetch because only it reports upload progress. Errors match lib/api.ts: ApiError for an
 * answer that is not OK, TypeError when no answer came.
 */
export function uploadPrescription(request: UploadRequest): Promise<Prescription> {
  const { file, fileName, memberId, onProgress, signal } = request;
  const body = new FormData();
  body.append('prescription', file, fileName);
  if (memberId) body.append('memberId', memberId);
  if (isDemo()) return uploadWithoutProgress(body, onProgress, signal);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/prescriptions');
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(apiHeaders(false)))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as Prescription);
        } catch {
          reject(new ApiError(xhr.status, xhr.statusText, 'The answer was not readable'));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Demo mode: the bytes never leave the phone, so there is no progress to follow. */
async function uploadWithoutProgress(
  body: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Prescription> {
  const res = await apiFetch('/api/prescriptions', {
    method: 'POST',
    body,
    headers: apiHeaders(false),
    signal,
  });
  await throwIfResNotOk(res);
  onProgress(1);
  return (await res.json()) as Prescription;
}
