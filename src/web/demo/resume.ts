/**
 * lib/api.ts's way into demo mode: a chunk with no static imports, so that the first-load code
 * that names it carries no list of what to load with it (the host's chunks and styles).
 */
export default function demoFetch(input: RequestInfo | URL, init?: RequestInit) {
  return import('./host').then((host) => host.demoFetch(input, init));
}
