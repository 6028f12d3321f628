import { Pill } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Suspense } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { lazy } from '@web/lib/lazy';
import { useMemberMedications } from './queries';

// Each medicine's NPPA ceiling is in the medicines' answer; its words load after the page.
const MedicineCeilings = lazy(() => import('@web/features/prices/ceiling-lines'));

/** The member's medicines (GET /api/medications?memberId=); managed on /medications. */
export function MemberMedicines({ memberId, name }: { memberId: string; name: string }) {
  const meds = useMemberMedications(memberId);
  const { t } = useLingui();
  if (meds.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-3 text-sm text-slate-600">
        <Spinner className="size-4" /> <Trans>Loading medicines…</Trans>
      </p>
    );
  }
  const list = meds.data ?? [];
  if (list.length === 0) {
    return (
      <p className="py-2 text-sm text-slate-600">
        {meds.isError ? t`Medicines could not be loaded.` : t`No medicines for ${name} yet.`}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {list.map((med) => (
        <li key={med.id} className="flex items-start gap-3 py-2.5">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
          >
            <Pill className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium wrap-anywhere text-slate-900">
              {med.name} <span className="font-normal text-slate-600">· {med.dosage}</span>
            </span>
            <span className="block text-sm text-slate-600">
              {med.frequency}
              {med.withFood ? ` · ${t`with food`}` : ''}
            </span>
            {med.ceilings.length > 0 ? (
              <Suspense fallback={null}>
                <MedicineCeilings ceilings={med.ceilings} className="mt-1" />
              </Suspense>
            ) : null}
          </span>
          {med.active ? null : (
            <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              <Trans>Paused</Trans>
            </span>
          )}
        </li>
      ))}
      <li className="pt-2.5">
        <Link href="/medications" className="text-sm font-medium text-brand-800 underline">
          <Trans>Manage medicines</Trans>
        </Link>
      </li>
    </ul>
  );
}
