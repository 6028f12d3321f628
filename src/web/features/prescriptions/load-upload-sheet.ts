/** The upload sheet (camera, upload, zod) loads when it is first wanted. */
export function loadPrescriptionUploadSheet() {
  return import('./prescription-upload-sheet');
}

export function prefetchPrescriptionUploadSheet(): void {
  loadPrescriptionUploadSheet().catch(() => undefined);
}
