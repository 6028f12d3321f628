import { OCR_MODEL } from '../../../../core/prescriptions/ocr-settings';

/**
 * The versions of tesseract.js and its core that the OCR files under /assets/ocr/ come from.
 * The build copies them out of node_modules and stops when these differ from what is installed
 * (scripts/build/vite-ocr-assets.ts): each folder is cached for good under its version's name.
 */
export const TESSERACT_JS_VERSION = '7.0.0';
export const TESSERACT_CORE_VERSION = '7.0.0';

/** Where tesseract.js's worker, cores and model are served (ADR 036): the app, never a CDN. */
export const OCR_PATHS = {
  workerPath: `/assets/ocr/tesseract-${TESSERACT_JS_VERSION}/worker.min.js`,
  corePath: `/assets/ocr/tesseract-core-${TESSERACT_CORE_VERSION}`,
  langPath: `/assets/ocr/eng-${OCR_MODEL}`,
} as const;
