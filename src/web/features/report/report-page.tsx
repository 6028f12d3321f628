import { Suspense, useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Spinner } from '@web/components/ui/spinner';
import { lazy } from '@web/lib/lazy';
import { isNotFound, useMemberReport } from './queries';

// The report's sections (and the core rules and texts they use) cannot show before the report's
// data: their code loads alongside its request, not in the route's first load.
const loadView = () => import('./report-view');
const ReportView = lazy(() => loadView().then((m) => ({ default: m.ReportView })));

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
      <Spinner className="size-4" /> <Trans>Preparing the report…</Trans>
    </p>
  );
}

/**
 * /family/:id/report: a family member's doctor's report, to print or save as PDF with the
 * browser's own print (ADR 030). A member not in the account's family is not found (the server
 * answers 404), as on the member's page.
 */
export default function ReportPage() {
  const { id = '' } = useParams<{ id: string }>();
  const report = useMemberReport(id);
  const missing = isNotFound(report.error);
  useEffect(() => {
    loadView().catch(() => undefined);
  }, []);

  return (
    <div className="space-y-4 px-4 pt-[calc(1rem+env(safe-area-inset-top))] print:p-0">
      {report.isPending ? (
        <Loading />
      ) : report.data ? (
        <Suspense fallback={<Loading />}>
          <ReportView report={report.data} />
        </Suspense>
      ) : (
        <>
          <Link
            href="/family"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-xl pr-3 text-sm font-medium text-brand-800 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            <Trans>Family</Trans>
          </Link>
          <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h1 className="text-lg font-semibold text-slate-900">
              {missing ? (
                <Trans>Family member not found</Trans>
              ) : (
                <Trans>The report could not be prepared</Trans>
              )}
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              {missing ? (
                <Trans>They may have been removed. Go back to your family to see everyone.</Trans>
              ) : (
                <Trans>Please check your connection and try again.</Trans>
              )}
            </p>
          </div>
        </>
      )}
    </div>
  );
}
