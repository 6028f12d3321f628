/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/**
 * tesseract.js's own ES module build: the package's main entry is CommonJS, whose interop helpers
 * rolldown would put in the runtime chunk every page loads (ADR 036).
 */
declare module 'tesseract.js/dist/tesseract.esm.min.js' {
  import Tesseract from 'tesseract.js';
  export default Tesseract;
}

/**
 * The demo's database as the build made it (scripts/build/vite-demo-data-dir.ts, ADR 038): its tar's
 * address and size, or null where there is none (the dev server).
 */
declare module 'virtual:demo-data-dir' {
  const dataDir: { url: string; bytes: number } | null;
  export default dataDir;
}
