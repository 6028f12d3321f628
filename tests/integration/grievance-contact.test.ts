import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { GRIEVANCE_EMAIL_MARK, GRIEVANCE_NAME_MARK } from '@core/routes/public-site';
import { PrivacyPolicyText } from '@web/features/policies/content';
import { withGrievanceContact } from '@server/platform/public-site';

// The public privacy policy is built with marks for the grievance officer; the server puts the
// configured one there, as the signed-in page shows it.
const built = (lang: 'en' | 'hi') =>
  renderToStaticMarkup(
    createElement(PrivacyPolicyText[lang], {
      contact: { name: GRIEVANCE_NAME_MARK, email: GRIEVANCE_EMAIL_MARK },
    }),
  );
const signedIn = (lang: 'en' | 'hi', contact: { name: string | null; email: string }) =>
  renderToStaticMarkup(createElement(PrivacyPolicyText[lang], { contact }));

describe("the public privacy policy's grievance officer", () => {
  it.each(['en', 'hi'] as const)('is the configured one, name and email (%s)', (lang) => {
    const contact = { name: 'Anita Rao', email: 'dpo@family.example' };
    const served = withGrievanceContact(built(lang), contact);
    expect(served).toBe(signedIn(lang, contact));
    expect(served).toContain('href="mailto:dpo@family.example"');
    expect(served).not.toContain('.invalid');
    // A name is text, never markup.
    const named = withGrievanceContact(built(lang), { ...contact, name: 'A <b>Rao</b>' });
    expect(named).toContain('A &#60;b&#62;Rao&#60;/b&#62;<br/>');
    expect(named).not.toContain('<b>');
  });

  it.each(['en', 'hi'] as const)('has no name line when no name is configured (%s)', (lang) => {
    const contact = { name: null, email: 'grievance@medmitra.in' };
    const served = withGrievanceContact(built(lang), contact);
    expect(served).toBe(signedIn(lang, contact));
    expect(served).not.toContain(GRIEVANCE_NAME_MARK);
  });
});
