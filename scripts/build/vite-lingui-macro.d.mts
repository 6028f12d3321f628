import type { Plugin } from 'vite';

export function transformLinguiMacro(
  code: string,
  id: string,
): Promise<{ code: string; map: unknown } | null>;
export function linguiMacro(): Plugin;
export const messageIdsByModule: Map<string, string[]>;
