import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, run on code given here as if it were in src/web.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const restricted = expect.stringContaining('import-x/no-restricted-paths');

describe('lint holds the web layers and feature boundaries', { timeout: 120_000 }, () => {
  it('refuses a feature, the demo or the session in lib/ and components/', async () => {
    const probe = 'src/web/lib/boundary-probe.ts';
    expect(
      await importProblems(probe, "export { familyKeys } from '@web/features/family/queries';\n"),
    ).toEqual([restricted]);
    expect(await importProblems(probe, "export { isDemo } from '@web/demo/flag';\n")).toEqual([
      restricted,
    ]);
    expect(
      await importProblems(
        'src/web/components/ui/boundary-probe.ts',
        "export { getAuthUser } from '@web/session/auth-store';\n",
      ),
    ).toEqual([restricted]);
  });

  it('refuses a feature in the session module', async () => {
    expect(
      await importProblems(
        'src/web/session/boundary-probe.ts',
        "export { familyKeys } from '@web/features/family/queries';\n",
      ),
    ).toEqual([restricted]);
  });

  it("lets a feature import another's public files only", async () => {
    const probe = 'src/web/features/report/boundary-probe.ts';
    expect(
      await importProblems(probe, "export { default } from '@web/features/family/member-page';\n"),
    ).toEqual([restricted]);
    expect(
      await importProblems(probe, "export { familyKeys } from '@web/features/family/queries';\n"),
    ).toEqual([restricted]);
    expect(
      await importProblems(
        probe,
        "export { usePrescriptions } from '@web/features/prescriptions/queries';\n",
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        probe,
        "export const page = () => import('@web/features/family/member-page');\n",
      ),
    ).toEqual([restricted]);
    expect(await importProblems(probe, "export { useMemberReport } from './queries';\n")).toEqual(
      [],
    );
  });

  it('refuses an import cycle', async () => {
    // components/ui/button.tsx imports lib/cn.ts: cn importing the button closes a loop.
    expect(
      await importProblems(
        'src/web/lib/cn.ts',
        "export { Button } from '@web/components/ui/button';\n",
      ),
    ).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });
});
