import type { MessageDescriptor } from '@lingui/core';
import type { Translator as I18n } from '@web/lib/i18n/runtime';

/**
 * English texts that reach the screen from outside the web app's code (src/core's validation
 * messages, the server's fixed answers), each with its message: src/core and the server do not
 * import Lingui (ADR 026). text-tables.test.ts checks that each message's English is its key.
 */
export type TextTable = ReadonlyMap<string, MessageDescriptor>;

export function textTable(pairs: readonly (readonly [string, MessageDescriptor])[]): TextTable {
  return new Map(pairs);
}

/** The text in the active language when the table knows it; otherwise as it came. */
export function translateText(i18n: I18n, table: TextTable, text: string): string;
export function translateText(
  i18n: I18n,
  table: TextTable,
  text: string | undefined,
): string | undefined;
export function translateText(
  i18n: I18n,
  table: TextTable,
  text: string | undefined,
): string | undefined {
  if (text === undefined) return undefined;
  const message = table.get(text);
  return message ? i18n._(message) : text;
}
