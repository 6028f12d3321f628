// OCR that runs offline (ADR 036): tesseract.js's worker, its WebAssembly cores (LSTM only: the
// plain, SIMD and relaxed-SIMD builds; a phone downloads the one it can run) and the English model
// of @tesseract.js-data/eng, served by the app itself under /assets/ocr/<versions>/, never from a
// CDN. The build copies them out of node_modules; the dev server serves them from there. Each
// folder is named for the versions in src/web/features/prescriptions/ocr/ocr-paths.ts (checked
// against the installed ones), so the files can be cached for good.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { OCR_MODEL } from '../../src/core/prescriptions/ocr-settings';
import {
  OCR_PATHS,
  TESSERACT_CORE_VERSION,
  TESSERACT_JS_VERSION,
} from '../../src/web/features/prescriptions/ocr/ocr-paths';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string })
    .version;

function ocrFiles(): Map<string, string> {
  const installed = { js: versionOf('tesseract.js'), core: versionOf('tesseract.js-core') };
  if (installed.js !== TESSERACT_JS_VERSION || installed.core !== TESSERACT_CORE_VERSION) {
    throw new Error(
      `tesseract.js ${installed.js} / core ${installed.core} are installed: update the versions in src/web/features/prescriptions/ocr/ocr-paths.ts`,
    );
  }
  const { workerPath, corePath, langPath } = OCR_PATHS;
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
  return files;
}

export function ocrAssets(): Plugin {
  const files = ocrFiles();
  return {
    name: 'medmitra:ocr-assets',
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
