import { Suspense } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { GrievanceContact } from '@core/policies/grievance';
import { Spinner } from '@web/components/ui/spinner';
import { getQueryFn } from '@web/lib/api';
import { DEFAULT_LANGUAGE, isLanguage } from '@core/i18n/languages';
import { activeLocale } from '@web/lib/i18n/locale';
import { POLICY_TEXT, type PolicyName } from './policy-texts';

const TITLES = {
  terms: msg`Terms & Conditions`,
  privacy: msg`Privacy Policy`,
  refund: msg`Refund Policy`,
} as const;

/** Long text at a phone's width: headings, paragraphs and lists spaced for reading. */
const PROSE =
  'rounded-2xl bg-white p-5 text-[15px] leading-relaxed text-slate-800 shadow-sm ring-1 ring-slate-200 break-words [&_[data-policy-meta]]:mt-0 [&_[data-policy-meta]]:text-sm [&_[data-policy-meta]]:text-slate-600 [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:leading-snug [&_h2]:font-semibold [&_h2]:text-slate-900 [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline';

/** The privacy policy's grievance officer as the server is configured (GRIEVANCE_OFFICER_*). */
function useGrievanceContact(enabled: boolean): GrievanceContact | undefined {
  const { data } = useQuery({
    queryKey: ['/api/grievance-contact'],
    queryFn: getQueryFn<GrievanceContact>({ on401: 'throw' }),
    enabled,
    staleTime: Infinity,
    meta: { silentErrors: true },
  });
  return data ?? undefined;
}

/** Loads the policy's text in the language on screen, for a first render that does not wait. */
export function preloadPolicy(policy: PolicyName): Promise<void> {
  return POLICY_TEXT[policy][activeLocale()].preload();
}

/** Spec §2: the signed-in /terms-conditions, /privacy-policy and /refund-policy. */
export function PolicyPage({ policy }: { policy: PolicyName }) {
  const { i18n } = useLingui();
  const locale = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  const Text = POLICY_TEXT[policy][locale];
  const contact = useGrievanceContact(policy === 'privacy');
  return (
    <div className="space-y-4 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))] pb-2">
      <h1 className="text-2xl font-bold text-slate-900">{i18n._(TITLES[policy])}</h1>
      <article lang={locale} aria-label={i18n._(TITLES[policy])} className={PROSE}>
        <Suspense
          fallback={
            <div className="flex justify-center py-8">
              <Spinner className="size-6 text-brand-700" />
            </div>
          }
        >
          <Text contact={contact} />
        </Suspense>
      </article>
    </div>
  );
}
