/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** Where tesseract.js's worker, cores and model are served (scripts/vite-ocr-assets.ts). */
  readonly MEDMITRA_OCR: { workerPath: string; corePath: string; langPath: string };
}
