import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';

export function BackToSignIn({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Link
      href="/"
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label ?? t`Back to sign in`}
    </Link>
  );
}
