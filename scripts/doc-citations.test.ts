import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every citation in the code resolves inside the repository (ADR 001; docs/decisions/README.md):
 * a maintainer must be able to follow it without the project's issue tracker or the shared folder
 * the project started from.
 *
 * How to fix a failure:
 * - A bare issue number ("issue" and a number): cite the ADR (docs/decisions/NNN-*.md, index in
 *   docs/decisions/README.md) or the doc section (docs/spec.md "spec §N", docs/product.md
 *   "PRODUCT §N", docs/architecture.md) that holds the decision, or drop it if the comment says
 *   enough on its own. A decision no record holds yet gets an ADR. A dependency's bug is cited by
 *   its full URL (https://github.com/owner/repo/issues/N), which this test allows.
 *   `node /work/tools/cite-rewrite.mjs .` rewrites the known ones.
 * - "spec §N" / "PRODUCT §N" with no such section: read the headings of docs/spec.md and
 *   docs/product.md ("## N. Title") and cite the section that says it.
 * - The shared folder or its files by their old names: cite docs/spec.md, docs/product.md or
 *   docs/architecture.md instead.
 *
 * It reads whole files, not only comments: a test's title is read by maintainers the same way.
 */

const self = fileURLToPath(import.meta.url);
/** The repository's root: the nearest folder above with a package.json (this file may move). */
const root = ((): string => {
  let dir = dirname(self);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
})();
const EXTENSIONS = /\.(?:ts|tsx|js|mjs|cjs|css|sh|html)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'fixtures', 'locales']);

/** The folders TypeScript checks (tsconfig's include), so a new top-level folder is scanned too. */
function codeRoots(): string[] {
  const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
    include: string[];
  };
  return tsconfig.include.filter((entry) => !entry.includes('*'));
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (EXTENSIONS.test(name) && path !== self) yield path;
  }
}

function rootFiles(): string[] {
  return readdirSync(root)
    .filter((name) => EXTENSIONS.test(name))
    .map((name) => join(root, name));
}

/** Section numbers of a markdown document: "## 4. Medicines" gives "4". */
function sectionNumbers(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const match of markdown.matchAll(/^#{1,4} (\d+(?:\.\d+)*)\.? /gm)) {
    if (match[1]) numbers.add(match[1]);
  }
  return numbers;
}

/** A bare issue number ("Issue 16", "issues 9", "issue #3"); a full URL is not one. */
const BARE_ISSUE = /\b[Ii]ssues? #?\d+/g;
const WEB_ADDRESS = /https?:\/\/\S+/g;

/** "spec §4", "Spec §4, §9", "PRODUCT §1 and §8", "spec §8/§9", "spec §3-4": the sections cited. */
const SECTION_CITE =
  /\b(spec|Spec|SPEC|PRODUCT)(?:'s)? §(\d+(?:\.\d+)*)((?:(?:, | and |\/|-)§?\d+(?:\.\d+)*)*)/g;

function citedSections(text: string): { doc: 'spec' | 'product'; section: string }[] {
  const found: { doc: 'spec' | 'product'; section: string }[] = [];
  for (const match of text.matchAll(SECTION_CITE)) {
    const doc = match[1] === 'PRODUCT' ? 'product' : 'spec';
    const first = match[2] ?? '';
    const more = [...(match[3] ?? '').matchAll(/\d+(?:\.\d+)*/g)].map((m) => m[0]);
    for (const section of [first, ...more]) found.push({ doc, section });
  }
  return found;
}

/** Names of the shared folder and its files, and absolute paths of this machine. */
const OUTSIDE = /\.\.\/shared\b|\bSPEC\.md\b|\bPRODUCT\.md\b|\bARCHITECTURE\b|(?<![\w.-])\/work\//g;

function problems(text: string, sections: { spec: Set<string>; product: Set<string> }): string[] {
  const found: string[] = [];
  const withoutUrls = text.replace(WEB_ADDRESS, '');
  for (const match of withoutUrls.matchAll(BARE_ISSUE)) found.push(`bare "${match[0]}"`);
  for (const { doc, section } of citedSections(text)) {
    if (!sections[doc].has(section)) {
      found.push(
        `${doc === 'spec' ? 'spec' : 'PRODUCT'} §${section} is no section of docs/${doc}.md`,
      );
    }
  }
  for (const match of withoutUrls.matchAll(OUTSIDE)) found.push(`outside the repo: "${match[0]}"`);
  return found;
}

const sections = {
  spec: sectionNumbers(readFileSync(join(root, 'docs/spec.md'), 'utf8')),
  product: sectionNumbers(readFileSync(join(root, 'docs/product.md'), 'utf8')),
};

describe('citations resolve inside the repository', () => {
  it('reads the sections of docs/spec.md and docs/product.md', () => {
    expect([...sections.spec]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect([...sections.product]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('finds each kind of broken citation, and lets a good one pass', () => {
    const bad = [
      '// Issue 16: a caregiver',
      '/* see issue #3 */',
      '// spec §12 says',
      '// PRODUCT §1 and §10',
      '// spec §4.3',
      '// as ../shared/PRODUCT.md says',
      '// ARCHITECTURE budget',
    ];
    for (const line of bad) expect(problems(line, sections), line).not.toEqual([]);
    const good = [
      '// ADR 037: a caregiver (spec §4, §9; PRODUCT §1 and §8; spec §8/§9; spec §3-4)',
      '// a bug of theirs: https://github.com/vitejs/vite/issues/12345',
      '// the issue is fixed; issued 3 times',
    ];
    for (const line of good) expect(problems(line, sections), line).toEqual([]);
  });

  it('finds none in the code, tests, bench and scripts', () => {
    const paths = [...codeRoots().flatMap((dir) => [...files(join(root, dir))]), ...rootFiles()];
    expect(paths.length).toBeGreaterThan(100);
    const found = paths.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          problems(line, sections).map((p) => `${relative(root, path)}:${i + 1}: ${p}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
