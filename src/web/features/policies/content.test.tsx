// ADR 029: each policy has both languages with the same structure (same sections,
// same number of list items), so the Hindi cannot silently lag; and each renders to static HTML
// with no app provider at all, as the public site renders it.
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { POLICY_VERSION } from '@core/policies/version';
import { DEFAULT_GRIEVANCE_CONTACT } from '@core/policies/grievance';
import { englishLeft } from '@web/test-support/english-left';
import {
  PrivacyEn,
  PrivacyHi,
  PrivacyPolicyText,
  RefundPolicyText,
  TermsConditionsText,
} from './content';
import { POLICY_KEPT_WORDS } from './kept-words';

/** Names, units and abbreviations that stay as they are in Hindi. */
const ALLOWED = new Set(POLICY_KEPT_WORDS);

const POLICIES: [string, { en: ComponentType; hi: ComponentType }][] = [
  ['terms', TermsConditionsText],
  ['privacy', PrivacyPolicyText],
  ['refund', RefundPolicyText],
];

const html = (Text: ComponentType) => renderToStaticMarkup(<Text />);
const sectionIds = (markup: string) =>
  [...markup.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);
const count = (markup: string, tag: string) => markup.split(`<${tag}>`).length - 1;

describe.each(POLICIES)('the %s policy', (_name, text) => {
  const en = html(text.en);
  const hi = html(text.hi);

  it('has the same sections in the same order in English and Hindi', () => {
    expect(sectionIds(en).length).toBeGreaterThan(3);
    expect(sectionIds(hi)).toEqual(sectionIds(en));
  });

  it('has as many paragraphs and list items in Hindi as in English', () => {
    expect(count(hi, 'p')).toBe(count(en, 'p'));
    expect(count(hi, 'li')).toBe(count(en, 'li'));
  });

  it('shows its version and last-updated day in each language', () => {
    expect(en).toContain(`Version ${POLICY_VERSION} · Last updated`);
    expect(hi).toContain(`संस्करण ${POLICY_VERSION} · अंतिम बदलाव`);
  });

  it('leaves no English in Hindi but names and units', () => {
    expect(englishLeft(hi, ALLOWED)).toEqual([]);
  });
});

describe('the privacy policy', () => {
  it('names the grievance officer given, and the default email otherwise', () => {
    const contact = { name: 'Asha Verma', email: 'privacy@example.in' };
    for (const Text of [PrivacyEn, PrivacyHi]) {
      const configured = renderToStaticMarkup(<Text contact={contact} />);
      expect(configured).toContain('Asha Verma');
      expect(configured).toContain('href="mailto:privacy@example.in"');
      expect(renderToStaticMarkup(<Text />)).toContain(
        `href="mailto:${DEFAULT_GRIEVANCE_CONTACT.email}"`,
      );
    }
  });

  it('states the facts the law asks for', () => {
    const en = html(PrivacyEn);
    for (const fact of [
      'Data Protection Board of India',
      'Nomination',
      'within 30 days',
      'never see health data',
      'under 18',
      'Payment records',
      '30 days after it was last used',
      'is deleted within the next hour',
      'free accounts only',
    ]) {
      expect(en).toContain(fact);
    }
  });
});
