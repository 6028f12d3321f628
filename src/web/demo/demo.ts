/**
 * The API client's way into demo mode (main.tsx installs it): a chunk with no static imports, so
 * that the first-load code that names it carries no list of what to load with it (the host's
 * chunks and styles). Its name and its export's are short: main.tsx spells both in every page's
 * first load.
 */
export function f(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return import('./host').then((host) => host.demoFetch(input, init));
}
