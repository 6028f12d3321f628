import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// ADR 038: the demo runs the server's app (createApp), its jobs and the demo's own modules in the
// browser. A browser build cannot resolve a node:* module, so any, anywhere in what they import
// (lint checks each file's own imports; this checks the whole graph), fails this bundle.
describe('the demo runs in a browser', () => {
  it('bundles the app, its jobs and the demo for the browser without any Node module', async () => {
    const result = await build({
      entryPoints: [
        r('./demo-deps.ts'),
        r('./seed.ts'),
        r('./demo-client.ts'),
        r('../../server/jobs/index.ts'),
      ],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      outdir: 'out',
      metafile: true,
      logLevel: 'silent',
      // PGlite runs in browsers by design: its Node branches load node:* only under Node.
      external: ['@electric-sql/pglite', '@electric-sql/pglite/*'],
      alias: { '@core': r('../../core'), '@server': r('../../server'), '@web': r('..') },
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((p) => p.endsWith('server/app.ts'))).toBe(true);
    expect(inputs.filter((p) => p.startsWith('node:'))).toEqual([]);
  });
});
