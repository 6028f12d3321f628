import { Trans } from '@lingui/react/macro';
import { Card } from '@web/components/ui/card';
import { DoctorReportLinks } from './doctor-report-links';

/** /data-privacy's doctor's report section: what the report is, and each member's link. */
export function DoctorReportCard() {
  return (
    <Card aria-labelledby="doctor-report-title">
      <h2 id="doctor-report-title" className="text-lg font-semibold text-slate-900">
        <Trans>Doctor’s report</Trans>
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">
        <Trans>
          A summary of one family member’s medicines, how regularly they were taken, and their
          readings with charts for the last 90 days, to print or save as a PDF for a doctor.
        </Trans>
      </p>
      <div className="mt-2">
        <DoctorReportLinks />
      </div>
    </Card>
  );
}
