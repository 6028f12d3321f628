// OCR that runs offline (ADR 036): tesseract.js's worker, its WebAssembly cores (LSTM only: the
// plain, SIMD and relaxed-SIMD builds; a phone downloads the one it can run) and the English model
// of @tesseract.js-data/eng, served by the app itself under /assets/ocr/<versions>/, never from a
// CDN. The build copies them out of node_modules; the dev server serves them from there. Each
// folder is named for the installed versions, so the files can be cached for good.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { OCR_MODEL } from '../src/core/prescriptions/ocr-settings';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string })
    .version;

/** What the page is told: where the worker, the cores and the model are. */
export interface OcrPaths {
  workerPath: string;
  corePath: string;
  langPath: string;
}

function ocrFiles(): { paths: OcrPaths; files: Map<string, string> } {
  const js = versionOf('tesseract.js');
  const core = versionOf('tesseract.js-core');
  const workerPath = `/assets/ocr/tesseract-${js}/worker.min.js`;
  const corePath = `/assets/ocr/tesseract-core-${core}`;
  const langPath = `/assets/ocr/eng-${OCR_MODEL}`;
  const files = new Map<string, string>([
    [workerPath, join(packageDir('tesseract.js'), 'dist/worker.min.js')],
    [
      `${langPath}/eng.traineddata.gz`,
      join(packageDir('@tesseract.js-data/eng'), OCR_MODEL, 'eng.traineddata.gz'),
    ],
  ]);
  for (const build of ['lstm', 'simd-lstm', 'relaxedsimd-lstm']) {
    const name = `tesseract-core-${build}.wasm.js`;
    files.set(`${corePath}/${name}`, join(packageDir('tesseract.js-core'), name));
  }
  return { paths: { workerPath, corePath, langPath }, files };
}

export function ocrAssets(): Plugin {
  const { paths, files } = ocrFiles();
  return {
    name: 'medmitra:ocr-assets',
    config: () => ({
      define: { 'import.meta.env.MEDMITRA_OCR': JSON.stringify(paths) },
    }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files.get((req.url ?? '').split('?')[0] ?? '');
        if (!file) return next();
        res.setHeader(
          'Content-Type',
          file.endsWith('.gz') ? 'application/gzip' : 'text/javascript',
        );
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [url, file] of files) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: readFileSync(file) });
      }
    },
  };
}
