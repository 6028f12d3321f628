import { Suspense, use } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuthUser } from '@web/session/auth-store';
import { Spinner } from '@web/components/ui/spinner';
import { DEFAULT_LANGUAGE, isLanguage } from '@core/i18n/languages';
import { activeLocale } from '@web/lib/i18n/locale';
import { ContactForm } from './contact-form';
import { loadFaq } from './faq-load';
import { FaqSection } from './faq-section';

/** The page's first render waits for the FAQ of the language on screen, nothing else. */
export async function preloadContent(): Promise<void> {
  await loadFaq(activeLocale());
}

function Faq() {
  const { i18n } = useLingui();
  const entries = use(loadFaq(isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE));
  return <FaqSection entries={entries} />;
}

/** /help-support: the FAQ (searchable, in the user's language) and the contact form. */
export default function HelpPage() {
  const signedIn = useAuthUser() !== null;
  return (
    <div className="space-y-6 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))] pb-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Help & Support</Trans>
        </h1>
        <p className="text-base text-slate-700">
          <Trans>Answers to common questions, and a way to write to us.</Trans>
        </p>
      </header>
      <Suspense
        fallback={
          <div role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
            <Spinner className="size-4" /> <Trans>Loading the questions...</Trans>
          </div>
        }
      >
        <Faq />
      </Suspense>
      <section aria-labelledby="contact-title" className="space-y-3">
        <h2 id="contact-title" className="text-lg font-semibold text-slate-900">
          <Trans>Write to us</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>Could not find your answer? Send us a message and we will get back to you.</Trans>
        </p>
        <ContactForm signedIn={signedIn} />
      </section>
    </div>
  );
}
