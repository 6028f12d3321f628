import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Check, Clock, X } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import type { CareDose } from '@core/contract/caregivers';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatClock } from '@web/lib/dose-time';
import { lazy } from '@web/lib/lazy';
import { toast } from '@web/lib/toast-store';
import { caregiverError, delayText } from './caregiver-texts';
import { caregiverKeys, useCareView, useEndCare } from './queries';

const ConfirmDialog = lazy(() => import('@web/components/ui/confirm-dialog'));

const backLink =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl pr-3 text-sm font-medium text-brand-800 hover:underline';

function DoseState({ state }: { state: CareDose['state'] }) {
  if (state === 'taken')
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-sm font-medium text-green-800">
        <Check className="size-4" aria-hidden="true" />
        <Trans>Taken</Trans>
      </span>
    );
  if (state === 'missed')
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-sm font-medium text-red-800">
        <X className="size-4" aria-hidden="true" />
        <Trans>Missed</Trans>
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-700">
      <Clock className="size-4" aria-hidden="true" />
      <Trans>Not yet</Trans>
    </span>
  );
}

/**
 * /care/:id (ADR 037): the caregiver's read-only view of one member: today's doses and what
 * became of each, today's and the last 7 days' adherence. Leaving ends the link.
 */
export default function CarePage() {
  const { id = '' } = useParams<{ id: string }>();
  const view = useCareView(id);
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);
  const leave = useEndCare((link) => `/api/caring-for/${link}`, caregiverKeys.caringFor);
  const { t, i18n } = useLingui();
  const data = view.data;

  return (
    <div className="space-y-4 px-4 pt-[calc(1rem+env(safe-area-inset-top))]">
      <Link href="/profile" className={backLink}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        <Trans>Profile</Trans>
      </Link>
      {view.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <Spinner className="size-4" /> <Trans>Loading…</Trans>
        </p>
      ) : !data ? (
        <Card className="p-5">
          <h1 className="text-lg font-semibold text-slate-900">
            <Trans>Not available</Trans>
          </h1>
          <p className="mt-1 text-sm text-slate-600">{caregiverError(i18n, view.error)}</p>
        </Card>
      ) : (
        <>
          <header>
            <h1 className="text-xl font-bold wrap-anywhere text-slate-900">{data.memberName}</h1>
            <p className="text-sm text-slate-600">
              <Trans>
                You help {data.ownerName} care for {data.memberName}. Alerts come{' '}
                {delayText(i18n, data.delayMinutes)} after a dose time.
              </Trans>
            </p>
          </header>
          <Card aria-labelledby="care-today" className="p-4">
            <h2 id="care-today" className="font-semibold text-slate-900">
              <Trans>Today’s doses</Trans>
            </h2>
            {data.doses.length === 0 ? (
              <p className="py-3 text-sm text-slate-600">
                <Trans>No doses scheduled today</Trans>
              </p>
            ) : (
              <>
                <p className="mt-1 text-sm text-slate-700">
                  <Trans>
                    <span className="font-semibold text-slate-900">
                      {data.today.taken} of {data.today.scheduled}
                    </span>{' '}
                    taken, {data.today.missed} missed
                  </Trans>
                </p>
                <ul className="mt-2 divide-y divide-slate-100">
                  {data.doses.map((dose) => (
                    <li
                      key={`${dose.medicationId}@${dose.scheduledTime}`}
                      className="flex items-center gap-3 py-3"
                    >
                      <span className="w-20 shrink-0 text-sm font-semibold text-slate-800">
                        {formatClock(dose.scheduledTime, data.timeZone)}
                      </span>
                      <span className="min-w-0 flex-1 wrap-anywhere text-slate-900">
                        {dose.name} <span className="text-slate-600">{dose.dosage}</span>
                      </span>
                      <DoseState state={dose.state} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Card>
          <Card aria-labelledby="care-week" className="p-4">
            <h2 id="care-week" className="font-semibold text-slate-900">
              <Trans>Last 7 days</Trans>
            </h2>
            {data.week.scheduled === 0 ? (
              <p className="mt-1 text-sm text-slate-600">
                <Trans>No doses were scheduled.</Trans>
              </p>
            ) : (
              <>
                <p className="mt-1 text-3xl font-bold text-slate-900">{data.week.percentage}%</p>
                <p className="text-sm text-slate-700">
                  <Trans>
                    {data.week.taken} of {data.week.scheduled} doses taken, {data.week.missed}{' '}
                    missed
                  </Trans>
                </p>
              </>
            )}
          </Card>
          <Button
            variant="outline"
            className="w-full border-red-200 text-red-700 hover:bg-red-50"
            onClick={() => setLeaving(true)}
          >
            <Trans>Stop helping</Trans>
          </Button>
          {leaving ? (
            <Suspense fallback={null}>
              <ConfirmDialog
                open
                onOpenChange={setLeaving}
                title={t`Stop helping care for ${data.memberName}?`}
                description={t`You will no longer see their medicines or get alerts. ${data.ownerName} can invite you again.`}
                confirmLabel={t`Stop helping`}
                pending={leave.isPending}
                onConfirm={() =>
                  leave.mutate(id, {
                    onSuccess: () => {
                      toast({ title: t`You no longer help care for ${data.memberName}` });
                      navigate('/profile', { replace: true });
                    },
                    onError: (error) =>
                      toast({ variant: 'destructive', title: caregiverError(i18n, error) }),
                    onSettled: () => setLeaving(false),
                  })
                }
              />
            </Suspense>
          ) : null}
        </>
      )}
    </div>
  );
}
