import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { POLICY_VERSION } from '@core/policies/version';
import { toast } from '@web/lib/toast-store';

/** Sign-up without the box ticked (the button is disabled; Enter in a field asks for it). */
export function consentNeededToast(): void {
  toast({
    variant: 'destructive',
    title: t`Consent needed`,
    description: t`Please tick the box to accept the policies before creating your account.`,
  });
}

const LINK =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 inline-flex min-h-11 items-center';

/** A policy that opens in a new tab (spec §2), so the form in progress stays as it is. */
function PolicyLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { t } = useLingui();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK}>
      {children}
      <span className="sr-only"> {t`(opens in a new tab)`}</span>
    </a>
  );
}

/**
 * DPDP Act 2023 s.5 and 6: before consent, an itemised notice of the personal data and why it is
 * processed, with the policies a tap away, then an explicit, unticked box (ADR 029). Used at
 * sign-up (loaded only once "Create Account" is chosen) and when the policies have changed.
 */
export default function ConsentNotice({
  version,
  onChange,
  Heading = 'h3',
}: {
  /** Its heading's level under the screen's own (h3 in the sign-up card, h2 under a page's h1). */
  Heading?: 'h2' | 'h3';
  /** The version accepted by ticking the box; null while it is not ticked. */
  version: number | null;
  onChange: (version: number | null) => void;
}) {
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-800 ring-1 ring-slate-200">
      <Heading className="font-semibold text-slate-900">
        <Trans>What we collect and why</Trans>
      </Heading>
      <ul className="list-disc space-y-1.5 pl-5 leading-relaxed">
        <li>
          <Trans>Your email and password: to create your account and sign you in.</Trans>
        </li>
        <li>
          <Trans>
            Health records you add for yourself and your family (medicines, doses, readings,
            periods, eye tests, prescription files): to keep them and remind you.
          </Trans>
        </li>
        <li>
          <Trans>Medicine price searches: to compare prices for you.</Trans>
        </li>
        <li>
          <Trans>Your signed-in devices (browser and IP address): to keep your account safe.</Trans>
        </li>
      </ul>
      <p className="leading-relaxed">
        <Trans>
          We never sell your data, and our admins never see health data. You can export or delete
          everything at any time.
        </Trans>
      </p>
      <ul className="flex flex-wrap gap-x-4">
        <li>
          <PolicyLink href="/public-terms-conditions">
            <Trans>Terms & Conditions</Trans>
          </PolicyLink>
        </li>
        <li>
          <PolicyLink href="/public-privacy-policy">
            <Trans>Privacy Policy</Trans>
          </PolicyLink>
        </li>
        <li>
          <PolicyLink href="/public-refund-policy">
            <Trans>Refund Policy</Trans>
          </PolicyLink>
        </li>
      </ul>
      <label className="flex cursor-pointer items-start gap-3 leading-relaxed">
        <input
          type="checkbox"
          checked={version === POLICY_VERSION}
          onChange={(event) => onChange(event.target.checked ? POLICY_VERSION : null)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>
          <Trans>
            I am 18 or older. I have read and agree to the Terms & Conditions, Privacy Policy and
            Refund Policy, and I consent to MedMitra processing the data above, including my
            family&apos;s health data, for these purposes.
          </Trans>
        </span>
      </label>
    </div>
  );
}
