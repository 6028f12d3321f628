import { mkdir, readFile, rm, rmdir, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FileStore } from '../deps';

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Files under DATA_DIR/files, written atomically (temp file + rename), readable by us only. */
export function diskFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    const p = resolve(join(base, key));
    if (!p.startsWith(base + sep)) throw new Error(`storage key escapes the store: ${key}`);
    return p;
  };
  return {
    async put(key, bytes) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true, mode: 0o700 });
      const tmp = `${p}.${randomUUID()}.tmp`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, p);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      const p = pathOf(key);
      await rm(p, { force: true });
      // Folders left empty go too: a deleted account's folder (named by its id) must not stay.
      for (let dir = dirname(p); dir.startsWith(base + sep); dir = dirname(dir)) {
        try {
          await rmdir(dir);
        } catch {
          break; // not empty (or already gone): the folders above are not empty either
        }
      }
    },
  };
}
