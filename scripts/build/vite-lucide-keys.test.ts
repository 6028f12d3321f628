import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { numberIconKeys } from './vite-lucide-keys';

const require = createRequire(import.meta.url);
const iconsDir = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm/icons');

describe('numberIconKeys', () => {
  it('numbers the keys of an installed icon in order and keeps its drawing', () => {
    const source = readFileSync(join(iconsDir, 'scale.mjs'), 'utf8');
    const out = numberIconKeys(source);
    const keys = [...out.matchAll(/key: "([^"]*)"/g)].map((m) => m[1]);
    expect(keys).toEqual(['0', '1', '2', '3', '4']);
    const paths = (code: string) => [...code.matchAll(/d: "([^"]*)"/g)].map((m) => m[1]);
    expect(paths(out)).toEqual(paths(source));
    expect(paths(out)).toHaveLength(5);
    expect(source).toContain('__iconData.node;');
    expect(out).not.toContain('__iconData.node;');
    expect(out).toContain('createLucideIcon(__iconData)');
  });

  it('leaves a module without keys unchanged', () => {
    expect(numberIconKeys('export const a = { d: "M0 0" };')).toBe(
      'export const a = { d: "M0 0" };',
    );
  });
});
