import { describe, expect, it } from 'vitest';
import {
  notFoundFile,
  publicPageFile,
  publicPageLanguage,
  publicPageUrl,
  publicSitePage,
} from './public-site';

describe('public site (ADR 028)', () => {
  it('names one file per page and language, and a Hindi address with ?lang=hi', () => {
    expect(publicPageFile('/medicine-reminder', 'en')).toBe(
      'public-site/medicine-reminder.en.html',
    );
    expect(publicPageFile('/medicine-reminder', 'hi')).toBe(
      'public-site/medicine-reminder.hi.html',
    );
    expect(notFoundFile('hi')).toBe('public-site/not-found.hi.html');
    expect(publicPageUrl('/diabetes-tracker', 'en')).toBe('/diabetes-tracker');
    expect(publicPageUrl('/diabetes-tracker', 'hi')).toBe('/diabetes-tracker?lang=hi');
  });

  it('chooses the language: ?lang first, then the remembered choice, then the browser', () => {
    const none = { lang: null, cookie: null, acceptLanguage: undefined };
    expect(publicPageLanguage(none)).toBe('en');
    expect(publicPageLanguage({ ...none, lang: 'hi' })).toBe('hi');
    expect(publicPageLanguage({ ...none, lang: 'en', cookie: 'hi' })).toBe('en');
    expect(publicPageLanguage({ ...none, lang: 'fr', cookie: 'hi' })).toBe('hi');
    expect(publicPageLanguage({ ...none, cookie: 'en', acceptLanguage: 'hi-IN' })).toBe('en');
    expect(publicPageLanguage({ ...none, acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
    expect(publicPageLanguage({ ...none, acceptLanguage: 'ta-IN, en-GB;q=0.8, hi;q=0.5' })).toBe(
      'en',
    );
    expect(publicPageLanguage({ ...none, acceptLanguage: 'en;q=0.3, hi;q=0.7' })).toBe('hi');
    expect(publicPageLanguage({ ...none, acceptLanguage: 'ta, mr' })).toBe('en');
  });

  it('shows a listed page, the not-found page for other public paths, and leaves the rest to the app', () => {
    const pages = new Set(['/medicine-reminder', '/period-tracker']);
    expect(publicSitePage('/medicine-reminder', false, pages)).toBe('page');
    expect(publicSitePage('/medicine-reminder', true, pages)).toBe('page');
    expect(publicSitePage('/period-tracker', false, pages)).toBe('page');
    // Spec §2: signed in, /period-tracker redirects to the tracker (the app does it).
    expect(publicSitePage('/period-tracker', true, pages)).toBeNull();
    expect(publicSitePage('/public-anything', false, pages)).toBe('not-found');
    expect(publicSitePage('/public-anything', true, pages)).toBe('not-found');
    // A spec path whose page is not built (yet) is not found too.
    expect(publicSitePage('/public-privacy-policy', false, pages)).toBe('not-found');
    expect(publicSitePage('/', false, pages)).toBeNull();
    expect(publicSitePage('/health', true, pages)).toBeNull();
  });
});
