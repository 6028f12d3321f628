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
