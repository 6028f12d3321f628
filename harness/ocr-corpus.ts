// The synthetic prescription corpus (tests/fixtures/prescriptions, made by scripts/data/ocr-corpus.ts)
// read by tesseract.js in Node with the app's own model and settings, and scored: shared by the
// corpus test and the OCR bench.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import {
  OCR_ENGINE_LSTM_ONLY,
  OCR_MODEL,
  OCR_PAGE_SEGMENTATION,
  OCR_PARAMETERS,
} from '@core/prescriptions/ocr-settings';
import { readWithSecondLook, unsureWords } from '@core/prescriptions/ocr-words';
import { readPrescription, type MedicineReading } from '@core/prescriptions/read-prescription';
import { buildVocabulary, type MedicineVocabulary } from '@core/prescriptions/vocabulary';
import { parseCsv } from '@core/prices/csv';

const root = fileURLToPath(new URL('../', import.meta.url));
export const CORPUS_DIR = join(root, 'tests/fixtures/prescriptions');

/** The English model the browser gets too: LSTM only, integer "best" (ADR 036). */
const LANG_PATH = join(
  dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  OCR_MODEL,
);

export interface ExpectedMedicine {
  medicine: string;
  dosage: string;
  notation: string;
  times: string[];
  food: 'before' | 'after' | null;
  days: number | null;
}

export interface CorpusPage {
  file: string;
  look: 'clean' | 'rotated' | 'blurred' | 'low-contrast' | 'photo';
  medicines: ExpectedMedicine[];
}

export function loadCorpus(): CorpusPage[] {
  return JSON.parse(readFileSync(join(CORPUS_DIR, 'expected.json'), 'utf8')) as CorpusPage[];
}

/** The Jan Aushadhi list as the server's vocabulary holds it (no brands: the corpus has none). */
export function catalogueVocabulary(): MedicineVocabulary {
  const csv = readFileSync(join(root, 'assets/jan-aushadhi/jan_aushadhi_products.csv'), 'utf8');
  const [, ...records] = parseCsv(csv);
  return buildVocabulary({
    generics: records.map(({ fields }) => ({ name: fields[2] ?? '', group: fields[5] ?? '' })),
    brands: [],
  });
}

export interface PageRead {
  page: CorpusPage;
  text: string;
  unsure: string[];
  ms: number;
}

/** Reads every page with `concurrency` tesseract workers (worker threads), each page timed. */
export async function readCorpus(pages: CorpusPage[], concurrency: number): Promise<PageRead[]> {
  const workers: Worker[] = [];
  try {
    for (let i = 0; i < concurrency; i += 1) {
      const worker = await createWorker('eng', OCR_ENGINE_LSTM_ONLY, {
        langPath: LANG_PATH,
        cacheMethod: 'none',
        gzip: true,
      });
      await worker.setParameters({
        ...OCR_PARAMETERS,
        tessedit_pageseg_mode: PSM[OCR_PAGE_SEGMENTATION],
        // Its notes ("Estimating resolution as 185") would go to stdout: the bench's JSON.
        debug_file: '/dev/null',
      });
      workers.push(worker);
    }
    const out: PageRead[] = new Array<PageRead>(pages.length);
    let next = 0;
    await Promise.all(
      workers.map(async (worker) => {
        while (next < pages.length) {
          const index = next;
          next += 1;
          const page = pages[index]!;
          const image = readFileSync(join(CORPUS_DIR, page.file));
          const started = performance.now();
          // As the app reads a page (web/features/prescriptions/ocr): a second look when poor.
          const data = await readWithSecondLook(async (threshold) => {
            await worker.setParameters(threshold);
            const read = await worker.recognize(
              image,
              { rotateAuto: true },
              { text: true, blocks: true },
            );
            return read.data;
          });
          out[index] = {
            page,
            text: data.text,
            unsure: unsureWords(data),
            ms: performance.now() - started,
          };
        }
      }),
    );
    return out;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

export interface Score {
  pages: number;
  expected: number;
  found: number;
  /** Right medicine. */
  medicinePrecision: number;
  medicineRecall: number;
  /** Right medicine with the right schedule (notation): what the test floors. */
  precision: number;
  recall: number;
  /** Of the right medicines: strength, meal and course read right. */
  dosageAccuracy: number;
  foodAccuracy: number;
  courseAccuracy: number;
}

function ratio(a: number, b: number): number {
  return b === 0 ? 1 : a / b;
}

export function readingsOf(vocabulary: MedicineVocabulary, read: PageRead): MedicineReading[] {
  return readPrescription(vocabulary, read.text, { uncertain: new Set(read.unsure) });
}

export function score(vocabulary: MedicineVocabulary, reads: PageRead[]): Score {
  let expected = 0;
  let found = 0;
  let rightMedicine = 0;
  let rightBoth = 0;
  let dosage = 0;
  let food = 0;
  let course = 0;
  for (const read of reads) {
    const readings = readingsOf(vocabulary, read);
    expected += read.page.medicines.length;
    found += readings.length;
    const left = [...read.page.medicines];
    for (const r of readings) {
      const at = left.findIndex((m) => m.medicine === r.medicine);
      if (at < 0) continue;
      const [m] = left.splice(at, 1);
      rightMedicine += 1;
      if (m!.notation === r.notation) rightBoth += 1;
      if (m!.dosage === r.dosage) dosage += 1;
      if (m!.food === r.food) food += 1;
      if (m!.days === r.days) course += 1;
    }
  }
  return {
    pages: reads.length,
    expected,
    found,
    medicinePrecision: ratio(rightMedicine, found),
    medicineRecall: ratio(rightMedicine, expected),
    precision: ratio(rightBoth, found),
    recall: ratio(rightBoth, expected),
    dosageAccuracy: ratio(dosage, rightMedicine),
    foodAccuracy: ratio(food, rightMedicine),
    courseAccuracy: ratio(course, rightMedicine),
  };
}
