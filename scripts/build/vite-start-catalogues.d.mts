import type { Plugin } from 'vite';

export function startCatalogues(options: {
  webRoot: string;
  entry: string;
  parts: { module: string; with: string[]; before: string[] }[];
}): Plugin;
