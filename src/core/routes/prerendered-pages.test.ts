import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, prerenderedPageFor } from './prerendered-pages';

const page = (path: string, query = '') =>
  prerenderedPageFor(path, new URLSearchParams(query))?.file ?? null;

describe('prerendered pages (ADR 020)', () => {
  it('gives every signed-out app path the sign-in page', () => {
    expect(page('/')).toBe('sign-in.html');
    expect(page('/medications', 'openDialog=true')).toBe('sign-in.html');
    expect(page('/no-such-page')).toBe('sign-in.html');
    expect(page('/forgot-password/more')).toBe('sign-in.html');
  });

  it('matches the password pages as the router does: in any letter case, with one trailing slash', () => {
    expect(page('/forgot-password')).toBe('forgot-password.html');
    expect(page('/Forgot-Password/')).toBe('forgot-password.html');
  });

  it('chooses the reset page by the shape of its token', () => {
    expect(page('/reset-password', `token=${'a'.repeat(32)}`)).toBe('reset-password.html');
    expect(page('/reset-password', 'token=short')).toBe('reset-password-incomplete.html');
    expect(page('/reset-password')).toBe('reset-password-incomplete.html');
  });

  it('leaves the public paths to the static public site (ADR 028)', () => {
    expect(page('/public-privacy-policy')).toBeNull();
    expect(page('/period-tracker')).toBeNull();
  });

  it('lists each page once, with the URL it is rendered at choosing that same page', () => {
    const files = PRERENDERED_PAGES.map((p) => p.file);
    expect(new Set(files).size).toBe(files.length);
    for (const p of PRERENDERED_PAGES) {
      const url = new URL(p.url, 'http://localhost');
      expect(prerenderedPageFor(url.pathname, url.searchParams)).toBe(p);
    }
  });
});
