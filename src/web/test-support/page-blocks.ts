import { afterAll, beforeAll, beforeEach, vi } from 'vitest';

/**
 * A document that holds only the page's data blocks (ADR 025), by id: a block is gone once
 * removed, as in the DOM. `fetch` is stubbed too, so a test can tell nothing was asked for.
 * Call at a test file's top level; both are reset before each test.
 */
export function stubPageBlocks() {
  const blocks = new Map<string, string>();
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => {
    vi.stubGlobal('document', {
      getElementById: (id: string) => {
        const text = blocks.get(id);
        return text === undefined ? null : { textContent: text, remove: () => blocks.delete(id) };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    blocks.clear();
    fetchMock.mockReset();
  });
  return { blocks, fetchMock };
}
