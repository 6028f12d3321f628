// PGlite's engine, fetched by the demo's worker so the progress bar can follow it (PGlite would
// fetch the same files itself), and on a first start the database the build made (ADR 038).
import pgliteDataUrl from '@electric-sql/pglite/pglite.data?url';
import pgliteWasmUrl from '@electric-sql/pglite/pglite.wasm?url';
import builtDataDir from 'virtual:demo-data-dir';

/**
 * The engine's sizes as this PGlite version ships them: the server sends them compressed, and
 * then no header says how many bytes will arrive.
 */
const ENGINE_BYTES = { wasm: 9_086_480, data: 6_242_272 };
/**
 * Fetches `url`, telling `onBytes` how much of it has arrived. The bytes are counted on a copy:
 * the response itself goes on as the browser's, whose address lets the browser keep the engine's
 * compiled code with the cached file and use it again at the next start.
 */
async function download(url: string, expected: number, onBytes: (n: number) => void) {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  const length = Number(response.headers.get('content-length'));
  const plain = !response.headers.get('content-encoding') && length > 0;
  const total = plain ? length : expected;
  const copy = response.clone().body;
  if (copy) {
    let seen = 0;
    void copy
      .pipeTo(
        new WritableStream<Uint8Array>({
          write(chunk) {
            seen += chunk.byteLength;
            onBytes(Math.min(seen / total, 1));
          },
        }),
      )
      .catch(() => undefined);
  }
  return response;
}

export interface Engine {
  wasm: WebAssembly.Module;
  data: Blob;
  /** The build's database, for a first start; null when the demo's own is opened. */
  dataDir: Blob | null;
}

export async function loadEngine(
  fresh: boolean,
  onProgress: (fraction: number) => void,
): Promise<Engine> {
  const files = {
    wasm: { url: pgliteWasmUrl, bytes: ENGINE_BYTES.wasm, seen: 0 },
    data: { url: pgliteDataUrl, bytes: ENGINE_BYTES.data, seen: 0 },
    ...(fresh && builtDataDir ? { dataDir: { ...builtDataDir, seen: 0 } } : {}),
  };
  const all = Object.values(files);
  const total = all.reduce((sum, f) => sum + f.bytes, 0);
  const fetchOne = (file: (typeof all)[number]) =>
    download(file.url, file.bytes, (f) => {
      file.seen = f * file.bytes;
      onProgress(all.reduce((sum, x) => sum + x.seen, 0) / total);
    });
  const [wasm, data, dataDir] = await Promise.all([
    // Compiled while it downloads.
    fetchOne(files.wasm).then((r) => WebAssembly.compileStreaming(r)),
    fetchOne(files.data).then((r) => r.blob()),
    files.dataDir ? fetchOne(files.dataDir).then((r) => r.blob()) : null,
  ]);
  return { wasm, data, dataDir };
}
