// The app's i18n runtime against Lingui's own (@lingui/core): the same answer for the same
// compiled message, values and language, over every message of the catalogues and the ICU
// forms the macros can produce.
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import po from '../../locales/hi/messages.po?raw';
import { I18n } from './runtime';

const LOCALES = { en: ['en-IN'], hi: ['hi-IN'] } as const;

function both(locale: 'en' | 'hi') {
  const lingui = setupI18n();
  lingui.setMessagesCompiler(compileMessage);
  lingui.load(locale, {});
  lingui.activate(locale, [...LOCALES[locale]]);
  const ours = new I18n();
  ours.load(locale, {});
  ours.activate(locale, [...LOCALES[locale]]);
  return { lingui, ours };
}

/** Each value a message's placeholders could take, several ways. */
function valueSets(names: string[]): Record<string, unknown>[] {
  const counts = [0, 1, 2, 5, 21, 1000];
  return counts.map((count, i) =>
    Object.fromEntries(
      names.map((name) => [name, i % 2 ? count : i === 2 ? `name-${count}` : count]),
    ),
  );
}

function placeholders(source: string): string[] {
  return [...new Set([...source.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map((m) => m[1] ?? ''))];
}

const FORMS = [
  'Hello',
  'Hello {name}',
  '{count, plural, one {# dose} other {# doses}}',
  '{count, plural, =0 {no doses} one {one dose} other {# doses}}',
  '{count, plural, offset:1 =0 {nobody} =1 {only {name}} one {{name} and # other} other {{name} and # others}}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  '{kind, select, tablet {Tablet} syrup {Syrup} other {Medicine}}',
  '{kind, select, tablet {{count, plural, one {# tablet} other {# tablets}}} other {{count} units}}',
  '{share, number, percent} taken',
  '{count, number} readings',
  'Line\\u00a0break',
];

describe('the i18n runtime', () => {
  it.each(['en', 'hi'] as const)('answers as Lingui does for every ICU form (%s)', (locale) => {
    const { lingui, ours } = both(locale);
    for (const source of FORMS) {
      const message = compileMessage(source);
      const values = [
        { count: 0, name: 'Asha', place: 1, kind: 'tablet', share: 0.5 },
        { count: 1, name: 'Asha', place: 2, kind: 'syrup', share: 1 },
        { count: 2, name: 'Asha', place: 3, kind: 'drops', share: 0.25 },
        { count: 23, name: 'Asha', place: 23, kind: 'tablet', share: 0 },
      ];
      for (const v of values) {
        expect(ours._('id', v, { message: message as never }), source).toBe(
          lingui._('id', v, { message: message as never }),
        );
        expect(ours._({ id: 'x', message: message as never, values: v }), source).toBe(
          lingui._({ id: 'x', message: message as never, values: v }),
        );
      }
    }
  });

  it('answers as Lingui does for every message of the Hindi catalogue and its English source', () => {
    const entries = [...po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)];
    expect(entries.length).toBeGreaterThan(500);
    for (const locale of ['en', 'hi'] as const) {
      const { lingui, ours } = both(locale);
      for (const [, source = '', translation = ''] of entries) {
        const text = JSON.parse(`"${locale === 'hi' ? translation : source}"`) as string;
        const message = compileMessage(text);
        for (const values of valueSets(placeholders(text)))
          expect(ours._('id', values, { message: message as never }), text).toBe(
            lingui._('id', values, { message: message as never }),
          );
      }
    }
  });

  it('prefers the loaded translation, then the source, then the id', () => {
    const ours = new I18n();
    ours.activate('hi', ['hi-IN']);
    ours.load('hi', { a: ['नमस्ते ', ['name']] });
    expect(ours._('a', { name: 'आशा' }, { message: ['Hello ', ['name']] })).toBe('नमस्ते आशा');
    expect(ours._('b', {}, { message: ['Bye'] })).toBe('Bye');
    expect(ours._('c')).toBe('c');
    ours.load('hi', { b: '' });
    expect(ours._('b', {}, { message: ['Bye'] })).toBe('Bye');
  });

  it('adds what a load brings to what is loaded, and tells its listeners', () => {
    const ours = new I18n();
    let changes = 0;
    const stop = ours.on('change', () => changes++);
    ours.load('hi', { a: 'एक' });
    ours.load('hi', { b: 'दो' });
    ours.activate('hi');
    expect(ours.messages).toEqual({ a: 'एक', b: 'दो' });
    expect(changes).toBe(3);
    stop();
    ours.activate('en');
    expect(changes).toBe(3);
    expect(ours.locale).toBe('en');
  });
});
