import { Trans } from '@lingui/react/macro';
import { House } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@web/components/ui/button';

/** Spec §2, §8: unknown paths show a not-found page. */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center px-6 py-12 text-center">
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-2 max-w-xs text-slate-600">
        <Trans>
          We could not find this page. It may have moved, or the address may be mistyped.
        </Trans>
      </p>
      <Link href="/" className={buttonClasses('primary', 'lg', 'mt-6')}>
        <House className="size-5" aria-hidden="true" />
        <Trans>Home</Trans>
      </Link>
    </div>
  );
}
