/**
 * Takes a JSON data block the server put in the page it sent (ADR 025) out of the document: its
 * value, or undefined when the page has none (the service worker's copy of index.html, a
 * signed-out visitor) or it does not parse. The block is removed once read.
 */
export function takePageBlock(id: string): unknown {
  const block = document.getElementById(id);
  if (!block?.textContent) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent) as unknown;
  } catch {
    return undefined;
  }
}
