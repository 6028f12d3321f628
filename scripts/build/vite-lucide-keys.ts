// lucide-react gives each part of an icon a React key of six random characters ("1fsxpc"). They
// only need to differ between the parts of one icon, and random characters barely compress: the
// ~30 icon parts of a signed-in page's first load spent ~250 B of gzip on them (when
// the offline banner and the retry box joined the first load). The build numbers them instead
// ("0", "1", …), which React's reconciliation of an icon's fixed parts treats the same.
import type { Plugin } from 'vite';

const ICON_MODULE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
const KEY = /\bkey: "[^"]*"/g;
// A bare `__iconData.node;` statement each icon module has, which the minifier keeps.
const BARE_NODE = /^__iconData\.node;$/m;

/**
 * An icon module's source with its parts' keys numbered in order and its bare `__iconData.node;`
 * statement dropped; other code is left as it is.
 */
export function numberIconKeys(code: string): string {
  let next = 0;
  return code.replace(KEY, () => `key: "${next++}"`).replace(BARE_NODE, '');
}

export function lucideKeys(): Plugin {
  return {
    name: 'medmitra:lucide-keys',
    apply: 'build',
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      return { code: numberIconKeys(code), map: null };
    },
  };
}
