import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight, FileText, LifeBuoy, ShieldCheck } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'wouter';

interface ProfileLink {
  href: string;
  label: MessageDescriptor;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

/** ADR 029: data privacy, help and support, and the three policies, signed-in versions. */
const LINKS: readonly ProfileLink[] = [
  { href: '/data-privacy', label: msg`Data and privacy`, icon: ShieldCheck },
  { href: '/help-support', label: msg`Help and support`, icon: LifeBuoy },
  { href: '/terms-conditions', label: msg`Terms & Conditions`, icon: FileText },
  { href: '/privacy-policy', label: msg`Privacy Policy`, icon: FileText },
  { href: '/refund-policy', label: msg`Refund Policy`, icon: FileText },
];

export default function PrivacyHelpLinks() {
  const { i18n, t } = useLingui();
  return (
    <nav
      aria-label={t`Privacy, help and policies`}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <ul className="divide-y divide-slate-100">
        {LINKS.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex min-h-12 items-center gap-3 px-4 py-3 text-[0.9375rem] font-medium text-slate-900 hover:bg-slate-50 focus-visible:bg-slate-50"
            >
              <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="min-w-0 flex-1">{i18n._(label)}</span>
              <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
