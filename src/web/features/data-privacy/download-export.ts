import { apiRequest } from '@web/lib/api';

/** Where the export is: asked for (the server is reading the first rows), or arriving. */
export type ExportProgress = { phase: 'preparing' } | { phase: 'downloading'; bytes: number };

/**
 * Asks for the account's ZIP and saves it. The server streams it; the bytes received so far are
 * reported as they arrive, so the page can show that the export is moving.
 */
export async function downloadExport(onProgress: (p: ExportProgress) => void): Promise<void> {
  onProgress({ phase: 'preparing' });
  const res = await apiRequest('POST', '/api/data-privacy/export');
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      parts.push(next.value);
      bytes += next.value.length;
      onProgress({ phase: 'downloading', bytes });
    }
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    'medmitra-data.zip';
  const url = URL.createObjectURL(new Blob(parts, { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; the blob's memory goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
