import { Trans } from '@lingui/react/macro';
import { DoctorReportCard } from '@web/features/report/doctor-report-card';
import { ChoicesCard } from './choices-card';
import { DeleteAccountCard } from './delete-account-card';
import { ExportCard } from './export-card';

/**
 * /data-privacy (ADR 027): the user's rights over their data in one place: a copy of
 * everything, optional processing on and off, and deleting the account.
 */
export default function DataPrivacyPage() {
  return (
    <div className="space-y-5 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))] pb-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Data and privacy</Trans>
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Your data is yours: take a copy, choose what we may do, or delete it all.</Trans>
        </p>
      </header>
      <ExportCard />
      <DoctorReportCard />
      <ChoicesCard />
      <DeleteAccountCard />
    </div>
  );
}
