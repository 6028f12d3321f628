/**
 * Reads a prescription's text on the phone (ADR 036), loaded only when one is read: a photo with
 * tesseract.js and the English model the app serves itself (no CDN: it works offline); a PDF
 * from its text layer, or, when it has none (a scan), its pages drawn and read like photos.
 */
import type { Worker } from 'tesseract.js';
import Tesseract from 'tesseract.js/dist/tesseract.esm.min.js';
import {
  OCR_ENGINE_LSTM_ONLY,
  OCR_PAGE_SEGMENTATION,
  OCR_PARAMETERS,
} from '@core/prescriptions/ocr-settings';
import { MAX_UNSURE_WORDS, readWithSecondLook, unsureWords } from '@core/prescriptions/ocr-words';
import { OCR_PATHS } from './ocr-paths';

export interface ReadText {
  text: string;
  /** Words OCR was unsure of; none for a PDF's own text. */
  unsure: string[];
}

/** A phone photo is ~4000 px wide; tesseract reads print as well at half that, in a quarter the time. */
const MAX_SIDE = 2000;
/** A prescription is a page or two; a long PDF is read as far as its third page. */
const MAX_PDF_PAGES = 3;
/** A PDF page with fewer characters than this in its text layer is taken for a scan. */
const TEXT_LAYER_MIN = 20;

/** 0 to 1 over the whole reading. */
export type Progress = (fraction: number) => void;

/** Where each of tesseract's steps ends, as a share of one page's reading. */
const STEP_END: Record<string, [number, number]> = {
  'loading tesseract core': [0, 0.15],
  'loading language traineddata': [0.15, 0.35],
  'initializing api': [0.35, 0.4],
  'recognizing text': [0.4, 1],
};

async function startWorker(onStep: (status: string, progress: number) => void): Promise<Worker> {
  const worker = await Tesseract.createWorker('eng', OCR_ENGINE_LSTM_ONLY, {
    ...OCR_PATHS,
    // A worker from the app's own URL: it gets that file's CSP (which allows WebAssembly), where
    // a blob: worker would need blob: allowed for every page.
    workerBlobURL: false,
    gzip: true,
    // The service worker keeps the model (vite.config.ts); no second copy in IndexedDB.
    cacheMethod: 'none',
    logger: (m) => onStep(m.status, m.progress),
    // A failed job already rejects its promise (a blank page: "Unexpected end of JSON input");
    // without a handler tesseract.js also throws it, uncaught, in the page.
    errorHandler: () => undefined,
  });
  await worker.setParameters({
    ...OCR_PARAMETERS,
    tessedit_pageseg_mode: Tesseract.PSM[OCR_PAGE_SEGMENTATION],
  });
  return worker;
}

/** The image, upright (EXIF) and at most MAX_SIDE px on its longer side, on a canvas. */
async function canvasOf(source: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas;
}

async function readImages(
  images: (() => Promise<HTMLCanvasElement>)[],
  onProgress: Progress,
  signal: AbortSignal,
): Promise<ReadText> {
  let page = 0;
  let best = 0;
  const report = (fraction: number) => {
    best = Math.max(best, fraction);
    onProgress(best);
  };
  const worker = await startWorker((status, progress) => {
    const [from, to] = STEP_END[status] ?? [0, 0];
    report((page + from + (to - from) * progress) / images.length);
  });
  const stop = () => void worker.terminate();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const texts: string[] = [];
    const unsure = new Set<string>();
    for (const image of images) {
      signal.throwIfAborted();
      const canvas = await image();
      const data = await readWithSecondLook(async (threshold) => {
        await worker.setParameters(threshold);
        const read = await worker.recognize(
          canvas,
          { rotateAuto: true },
          { text: true, blocks: true },
        );
        return read.data;
      });
      texts.push(data.text);
      for (const word of unsureWords(data)) unsure.add(word);
      page += 1;
      report(page / images.length);
    }
    return { text: texts.join('\n'), unsure: [...unsure].slice(0, MAX_UNSURE_WORDS) };
  } finally {
    signal.removeEventListener('abort', stop);
    await worker.terminate();
  }
}

async function readPdf(file: Blob, onProgress: Progress, signal: AbortSignal): Promise<ReadText> {
  const [pdfjs, { default: workerSrc }] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    // The CSP allows no eval; pdf.js has a path without it.
    isEvalSupported: false,
  }).promise;
  try {
    const count = Math.min(pdf.numPages, MAX_PDF_PAGES);
    const pages = await Promise.all(Array.from({ length: count }, (_, i) => pdf.getPage(i + 1)));
    const layers = await Promise.all(
      pages.map(async (p) => {
        const content = await p.getTextContent();
        return content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join('');
      }),
    );
    if (layers.every((text) => text.replace(/\s/g, '').length >= TEXT_LAYER_MIN)) {
      onProgress(1);
      return { text: layers.join('\n'), unsure: [] };
    }
    // A scan: each page drawn at about MAX_SIDE px wide and read as a photo.
    const images = pages.map((p) => async () => {
      const base = p.getViewport({ scale: 1 });
      const viewport = p.getViewport({ scale: MAX_SIDE / Math.max(base.width, base.height) });
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      await p.render({ canvas, viewport }).promise;
      return canvas;
    });
    return await readImages(images, onProgress, signal);
  } finally {
    await pdf.destroy();
  }
}

/** The text of a prescription photo or PDF, read on this device. */
export function readPrescriptionFile(
  file: Blob,
  /** The type the server found in the file's bytes. */
  type: string,
  signal: AbortSignal,
  onProgress: Progress,
): Promise<ReadText> {
  if (type === 'application/pdf') return readPdf(file, onProgress, signal);
  return readImages([() => canvasOf(file)], onProgress, signal);
}
