import { plural } from '@lingui/core/macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate, formatDateTime } from '@web/lib/format-date';
import { formatNumber, formatRupees } from '@web/lib/number-format';
import { activate, i18n, wholeCatalogue } from './i18n';
import {
  activeIntlLocale,
  activeLocale,
  browserLocale,
  deviceLocale,
  rememberLocale,
} from './locale';

afterEach(() => activate('en'));

describe('the language of the device', () => {
  it('is Hindi for any hi* browser language, English otherwise', () => {
    expect(browserLocale(['hi-IN', 'en-US'])).toBe('hi');
    expect(browserLocale(['hi'])).toBe('hi');
    expect(browserLocale(['en-IN', 'hi-IN'])).toBe('en');
    expect(browserLocale(['ta-IN', 'hi-IN'])).toBe('hi');
    expect(browserLocale(['fr-FR'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });

  it('is the remembered choice once one was made', () => {
    rememberLocale('hi');
    expect(deviceLocale()).toBe('hi');
    rememberLocale('en');
    expect(deviceLocale()).toBe('en');
  });
});

describe('activate', () => {
  it('shows English at once, from the code, with no catalogue', async () => {
    expect(i18n.locale).toBe('en');
    expect(i18n.messages).toEqual({});
    expect(activeIntlLocale()).toBe('en-IN');
  });

  it('loads the Hindi catalogue and formats dates, numbers and ₹ in hi-IN', async () => {
    await activate('hi');
    expect(activeLocale()).toBe('hi');
    expect(activeIntlLocale()).toBe('hi-IN');
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(50);
    expect(formatCalendarDate('2026-11-24')).toBe('24 नव॰ 2026');
    // The part of the day in Hindi words, not English pm.
    expect(formatDateTime('2026-11-24T10:35:00Z')).toBe('24 नव॰ 2026, शाम 4:05');
    expect(formatRupees(120000)).toBe('₹1,20,000.00');
    expect(formatNumber(1234.56)).toBe('1,234.6');
    await activate('en');
    expect(formatCalendarDate('2026-11-24')).toBe('24 Nov 2026');
  });

  it('lets the last call win when two overlap', async () => {
    const hindi = activate('hi');
    await activate('en');
    await hindi;
    expect(i18n.locale).toBe('en');
    expect(activeLocale()).toBe('en');
  });

  it('sets <html lang> when there is a document', async () => {
    const documentElement = { lang: 'en' };
    Object.assign(globalThis, { document: { documentElement } });
    try {
      await activate('hi');
      expect(documentElement.lang).toBe('hi-IN');
      await activate('en');
      expect(documentElement.lang).toBe('en-IN');
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
  });
});

describe('a first render with parts of the catalogue (ADR 026)', () => {
  const greeting = generateMessageId('Good morning');

  it('shows the parts at once and the rest once the whole catalogue is in', async () => {
    // A fresh instance: the tests above have loaded the whole Hindi catalogue into theirs.
    vi.resetModules();
    const { activateParts, i18n, wholeCatalogue } = await import('./i18n');
    const { activeLocale } = await import('./locale');
    const part = { messages: { a: ['एक'] } };
    await activateParts('hi', [Promise.resolve(part)]);
    expect(activeLocale()).toBe('hi');
    expect(i18n._('a', {}, { message: ['one'] })).toBe('एक');
    // Not in the part: English until the whole catalogue has loaded.
    const whole = wholeCatalogue();
    expect(i18n._(greeting, {}, { message: ['Good morning'] })).toBe('Good morning');
    await whole;
    expect(i18n._(greeting, {}, { message: ['Good morning'] })).toBe('सुप्रभात');
    expect(i18n._('a', {}, { message: ['one'] })).toBe('एक');
  });

  it('waits for nothing in English', async () => {
    await activate('en');
    let done = false;
    const ready = wholeCatalogue().then(() => (done = true));
    await Promise.resolve();
    await ready;
    expect(done).toBe(true);
    expect(i18n.locale).toBe('en');
  });
});

describe('plurals', () => {
  const doses = (count: number) => plural(count, { one: '# dose', other: '# doses' });

  it('count in Hindi as Hindi does: one and other, with 0 as one', async () => {
    const source = '{count, plural, one {# dose} other {# doses}}';
    expect([0, 1, 2].map(doses)).toEqual(['0 doses', '1 dose', '2 doses']);
    await activate('hi');
    i18n.load('hi', {
      [generateMessageId(source)]: compileMessage(
        '{count, plural, one {# खुराक (one)} other {# खुराक (other)}}',
      ),
    });
    expect([0, 1, 2].map(doses)).toEqual(['0 खुराक (one)', '1 खुराक (one)', '2 खुराक (other)']);
  });
});
