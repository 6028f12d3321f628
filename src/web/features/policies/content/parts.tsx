import { intlLocale, type Language } from '@core/i18n/languages';
import type { ReactNode } from 'react';
import { POLICY_LAST_UPDATED, POLICY_VERSION } from '@core/policies/version';

/**
 * The policies' building blocks: plain elements, no hooks, no app providers, so the same text
 * renders in the signed-in app and to static HTML for the public site (ADR 028, ADR 029).
 */
/** One numbered part of a policy; its id is the same in every language (content.test.tsx). */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

const LAST_UPDATED = new Date(`${POLICY_LAST_UPDATED}T00:00:00Z`);

/** "Version 1 · Last updated 25 November 2026", in the policy's language. */
export function PolicyMeta({ lang }: { lang: Language }) {
  const day = new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(LAST_UPDATED);
  return (
    <p data-policy-meta="">
      {lang === 'hi'
        ? `संस्करण ${POLICY_VERSION} · अंतिम बदलाव ${day}`
        : `Version ${POLICY_VERSION} · Last updated ${day}`}
    </p>
  );
}
