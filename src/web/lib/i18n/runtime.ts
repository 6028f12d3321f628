/**
 * The runtime side of Lingui that this app uses (ADR 026), in place of @lingui/core's I18n class:
 * every message reaches the browser already compiled (scripts/build/vite-lingui-macro.mjs for English,
 * `lingui compile` for each catalogue), so all that is left to do at runtime is look the message
 * up, fill in its values and choose its plural or select branch. @lingui/core weighed ~2 KB gzip
 * on every route's first load for that; this is its behaviour for compiled messages (the same
 * interpolation, token for token), without the message compiler, the deprecated locale data and
 * the date/time presets no message of ours uses. Lingui's macros, extraction, catalogues and
 * compiler stay as they are.
 */
import type { I18n as LinguiI18n, MessageDescriptor, Messages } from '@lingui/core';
import type { CompiledMessage, CompiledMessageToken } from '@lingui/message-utils/compileMessage';

type Values = Record<string, unknown>;
type Choices = Record<string, CompiledMessage | string | number | undefined>;

const OCTOTHORPE = '\u0000#\u0000';
const ESCAPE = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** `style`: an ICU number style such as `percent` (`{n, number, percent}`). */
function formatNumber(locales: string[], value: number, style?: string): string {
  return memo(
    numberFormats,
    `${locales.join()}|${style}`,
    () => new Intl.NumberFormat(locales, style ? { style: style as 'percent' } : undefined),
  ).format(value);
}

function pluralBranch(locales: string[], ordinal: boolean, value: number, choices: Choices) {
  const offset = Number(choices.offset ?? 0);
  const rules = memo(
    pluralRules,
    `${locales.join()}|${ordinal}`,
    () => new Intl.PluralRules(locales, { type: ordinal ? 'ordinal' : 'cardinal' }),
  );
  // An exact match (`=0`, compiled as the key "0") wins over the locale's category.
  return choices[String(value)] ?? choices[rules.select(value - offset)] ?? choices.other;
}

function interpolate(message: CompiledMessage, values: Values, locales: string[]): string {
  const format = (tokens: CompiledMessage | string, inPlural: boolean): string => {
    if (!Array.isArray(tokens)) return tokens;
    let text = '';
    for (const token of tokens as CompiledMessageToken[]) {
      if (typeof token === 'string') {
        text += token === '#' && inPlural ? OCTOTHORPE : token;
        continue;
      }
      const [name, type, options] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const choices = options as Choices;
        const count = Number(value);
        const branch = pluralBranch(locales, type === 'selectordinal', count, choices);
        const shown = format((branch ?? '') as CompiledMessage | string, true);
        text += shown
          .split(OCTOTHORPE)
          .join(formatNumber(locales, count - Number(choices.offset ?? 0)));
      } else if (type === 'select') {
        const choices = options as Choices;
        text += format((choices[String(value)] ?? choices.other ?? '') as CompiledMessage, false);
      } else if (type === 'number' && typeof value === 'number') {
        text += formatNumber(locales, value, typeof options === 'string' ? options : undefined);
      } else if (value != null) {
        text += String(value);
      }
    }
    return text;
  };
  return format(message, false);
}

function decode(text: string): string {
  return text.replace(ESCAPE, (_, unicode: string | undefined, hex: string | undefined) =>
    String.fromCharCode(parseInt(unicode ?? hex ?? '', 16)),
  );
}

export type Translate = {
  (descriptor: MessageDescriptor): string;
  (id: string, values?: Values, options?: { message?: string | CompiledMessage }): string;
};

/**
 * What a function that shows messages needs: `_` and the language. Lingui's macros type their `i18n` as Lingui's
 * I18n; at runtime it is this module's (lingui.config.ts `runtimeConfigModule`). Both fit.
 */
export type Translator = Pick<LinguiI18n, '_' | 'locale'>;

/** What the app's code and Lingui's compiled macros call: `i18n._(…)`, and the language state. */
export class I18n {
  #locale = '';
  #locales: string[] = [];
  #messages: Record<string, Messages> = {};
  #listeners = new Set<() => void>();

  get locale(): string {
    return this.#locale;
  }

  /** The active language's loaded messages, by id. */
  get messages(): Messages {
    return this.#messages[this.#locale] ?? {};
  }

  /** Adds `messages` to what `locale` has loaded. */
  load(locale: string, messages: Messages): void {
    this.#messages[locale] = { ...this.#messages[locale], ...messages };
    this.#emit();
  }

  /** Makes `locale` the language of every message; `locales` are its Intl locales. */
  activate(locale: string, locales: string[] = [locale]): void {
    this.#locale = locale;
    this.#locales = locales;
    this.#emit();
  }

  /** Calls `listener` after every load and activation; returns the unsubscribe. */
  on(_event: 'change', listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * The message `id` in the active language, else its source (the descriptor's compiled English),
   * else the id, with `values` filled in.
   */
  _: Translate = (
    idOrDescriptor: string | MessageDescriptor,
    values?: Values,
    options?: { message?: string | CompiledMessage },
  ): string => {
    let id = idOrDescriptor;
    let message = options?.message;
    if (typeof idOrDescriptor !== 'string') {
      id = idOrDescriptor.id ?? '';
      values = idOrDescriptor.values ?? values;
      message = idOrDescriptor.message as string | CompiledMessage | undefined;
    }
    const key = id as string;
    // As Lingui: an empty translation falls back to the source.
    const translation =
      (this.messages[key] as string | CompiledMessage | undefined) || message || key;
    const text =
      typeof translation === 'string'
        ? translation
        : interpolate(translation, values ?? {}, [...this.#locales, 'en']);
    return text.includes('\\') ? decode(text) : text;
  };

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
