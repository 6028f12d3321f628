// OCR time per page (ADR 036): the synthetic prescription corpus read by tesseract.js in
// Node with the app's model and settings, one worker (one page at a time, as a phone reads), and
// what a phone downloads the first time it reads one (gzip sizes of the built OCR files).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../harness/server';
import {
  catalogueVocabulary,
  loadCorpus,
  readCorpus,
  score,
  type PageRead,
} from '../harness/ocr-corpus';

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
}

function timing(reads: PageRead[]) {
  const ms = reads.map((r) => r.ms).sort((a, b) => a - b);
  return { pages: ms.length, medianMs: percentile(ms, 0.5), p90Ms: percentile(ms, 0.9) };
}

/** Each built OCR file's size and gzip size, in KiB: what the first reading downloads. */
function downloads(): Record<string, { kib: number; gzipKib: number }> | { skipped: string } {
  const dir = join(repoRoot, 'dist/web/assets/ocr');
  const out: Record<string, { kib: number; gzipKib: number }> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const bytes = readFileSync(path);
        // The model is already gzip; the rest goes out compressed (hono/compress).
        const gzip = name.endsWith('.gz') ? bytes.length : gzipSync(bytes).length;
        out[path.slice(dir.length + 1)] = {
          kib: Math.round(bytes.length / 1024),
          gzipKib: Math.round(gzip / 1024),
        };
      }
    }
  };
  try {
    walk(dir);
  } catch {
    return { skipped: 'dist/web/assets/ocr is missing: npm run build' };
  }
  return out;
}

export async function benchOcr() {
  const pages = loadCorpus();
  const started = performance.now();
  const reads = await readCorpus(pages, 1);
  const vocabulary = catalogueVocabulary();
  const clean = reads.filter((r) => r.page.look === 'clean');
  const degraded = reads.filter((r) => r.page.look !== 'clean');
  return {
    method:
      'tests/fixtures/prescriptions (scripts/data/ocr-corpus.ts) read by tesseract.js 7 in Node, one worker, English 4.0.0_best_int, LSTM only, PSM 4, rotateAuto, a second look with Sauvola when a page reads poorly; time per page from recognize() call to text, worker start excluded.',
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
    msPerPage: { all: timing(reads), clean: timing(clean), degraded: timing(degraded) },
    extraction: { clean: score(vocabulary, clean), degraded: score(vocabulary, degraded) },
    firstReadingDownloads: downloads(),
  };
}
