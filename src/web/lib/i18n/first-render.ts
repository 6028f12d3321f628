/**
 * Loaded at start in a language other than English (ADR 026): the first render waits for the
 * parts of the catalogue the page names, not for the whole catalogue.
 */
import type { Messages } from '@lingui/core';
import { MESSAGES_BLOCK_ID } from '@core/routes/account-block';
import { takePageBlock } from '@web/lib/page-block';
import { activate, activateParts } from './i18n';
import type { Language } from '@core/i18n/languages';

/** The script files of `locale`'s first-render parts that the page names (ADR 026), or none. */
function partsInPage(locale: Language): string[] {
  const files = (takePageBlock(MESSAGES_BLOCK_ID) as Record<string, unknown> | undefined)?.[locale];
  return Array.isArray(files)
    ? files.filter(
        (file): file is string => typeof file === 'string' && file.startsWith('/assets/'),
      )
    : [];
}

/**
 * The app's first language at start: with only the parts of the catalogue the page names (the
 * server and the prerendered pages name those of what the first render draws), else the whole.
 */
export function activateForFirstRender(locale: Language): Promise<void> {
  const files = partsInPage(locale);
  if (files.length === 0) return activate(locale);
  return activateParts(
    locale,
    files.map((file) => import(/* @vite-ignore */ file) as Promise<{ messages: Messages }>),
  );
}
