// ADR 026: every message has its Hindi, every Hindi keeps its English's placeholders, and the
// committed catalogues hold exactly what the code says (run `npm run i18n:extract` when not).
import { LANGUAGES } from '@core/i18n/languages';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { describe, expect, it } from 'vitest';

/** Vitest runs from the repository's root, where lingui.config.ts is. */
const root = `${process.cwd()}/`;

async function theCatalog() {
  const config = getConfig({ cwd: root, configPath: `${root}lingui.config.ts` });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts has no catalogue');
  return catalog;
}

/** The catalogue's messages in `locale`: the English source and its translation. */
async function entries(locale: string) {
  const messages = await (await theCatalog()).read(locale);
  return Object.values(messages ?? {})
    .filter((entry) => !entry.obsolete)
    .map((entry) => ({ english: entry.message ?? '', translation: entry.translation ?? '' }));
}

/** `{name}` arguments (plural/select too, by name) and rich-text tags `<0>`, `</0>`, `<0/>`. */
export function placeholders(message: string): string[] {
  const args = [...message.matchAll(/\{\s*([\w$]+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]);
  return [...new Set([...args, ...tags])].sort();
}

describe('the Hindi catalogue', () => {
  it('translates every message', async () => {
    const missing = (await entries('hi'))
      .filter((entry) => !entry.translation.trim())
      .map((entry) => entry.english);
    expect(missing).toEqual([]);
  });

  it('keeps every placeholder of the English in the Hindi', async () => {
    const broken = (await entries('hi'))
      .filter((entry) => entry.translation)
      .filter(
        (entry) => placeholders(entry.english).join() !== placeholders(entry.translation).join(),
      )
      .map((entry) => `${entry.english} → ${entry.translation}`);
    expect(broken).toEqual([]);
  });

  it('finds placeholders the way a translator writes them', () => {
    expect(placeholders('Version {APP_VERSION}')).toEqual(['{APP_VERSION}']);
    expect(placeholders('{count, plural, one {# dose} other {# doses}} of <0>{name}</0>')).toEqual([
      '</0>',
      '<0>',
      '{count}',
      '{name}',
    ]);
    expect(placeholders('संस्करण')).toEqual([]);
  });
});

describe('the committed catalogues', () => {
  it('hold exactly the messages in the code', { timeout: 60_000 }, async () => {
    const extracted = await (await theCatalog()).collect();
    const inCode = Object.values(extracted ?? {})
      .map((message) => message.message ?? '')
      .sort();
    for (const locale of LANGUAGES) {
      const inCatalogue = (await entries(locale)).map((entry) => entry.english).sort();
      expect(inCatalogue, `src/web/locales/${locale}: run npm run i18n:extract`).toEqual(inCode);
    }
  });
});
