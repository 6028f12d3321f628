import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const LINKS = [
  { href: '/public-terms-conditions', label: msg`Terms & Conditions` },
  { href: '/public-privacy-policy', label: msg`Privacy Policy` },
  { href: '/public-refund-policy', label: msg`Refund Policy` },
] as const;

/** Spec §2: each policy opens in a new tab. */
export function PolicyLinks() {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Policies`}>
      <ul className="flex flex-wrap items-center justify-center gap-x-2 text-sm">
        {LINKS.map(({ href, label }) => (
          <li key={href}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center px-2 font-medium text-slate-700 underline underline-offset-2 hover:text-brand-800"
            >
              {i18n._(label)}
              <span className="sr-only"> {t`(opens in a new tab)`}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
