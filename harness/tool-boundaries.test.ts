// eslint.config.js keeps tests/, bench/ and scripts/ apart: what they share is harness/'s.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The import rules' messages for `source` imported from a file at `file` (from the repo root). */
async function importErrors(file: string, source: string): Promise<string[]> {
  const code = `import { x } from '${source}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('the tool folders import harness/ and src/, never each other', () => {
  it.each([
    ['bench/probe.ts', '../tests/e2e/support/journey'],
    ['bench/probe.ts', '../scripts/ops/cli-database'],
    ['tests/e2e/probe.test.ts', '../../bench/main'],
    ['tests/integration/probe.test.ts', '../../scripts/ops/cli-database'],
    ['scripts/data/probe.ts', '../../bench/main'],
    ['scripts/ops/probe.ts', '../../tests/integration/support/health-fixtures'],
    ['harness/probe.ts', '../tests/e2e/support/journey'],
    ['harness/probe.ts', '../bench/main'],
  ])('%s may not import %s', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([
      expect.stringContaining('share code through harness/ only'),
    ]);
  });

  it.each([
    ['bench/probe.ts', '../harness/server'],
    ['tests/e2e/probe.test.ts', '../../harness/browser'],
    ['scripts/data/probe.ts', '../../harness/api'],
    ['scripts/ops/probe.ts', '../../src/server/env'],
    ['tests/integration/probe.test.ts', './support/health-fixtures'],
  ])('%s may import %s', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});
