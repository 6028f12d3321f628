import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { EyeTest } from '@core/contract/health';
import type { MemberReport } from '@core/contract/report';
import { formatDioptres } from '@core/health/eyesight';
import { historyRows, periodRangeText } from '@web/features/periods/history-rows';
import { averageBasis } from '@web/features/periods/prediction-text';
import { formatDateRange } from '@web/lib/month-grid';
import { formatCalendarDate } from '@web/lib/format-date';
import { formatNumber } from '@web/lib/number-format';
import { Empty, ReportSection, ReportTable, SubHeading } from './report-parts';

const dioptres = (v: number | null | undefined) => (v == null ? '–' : formatDioptres(v));

/** Each eye's prescription, as an optician writes it: SPH, CYL, AXIS, ADD and the vision. */
function eyeRow(label: string, eye: EyeTest['right']) {
  return [
    label,
    dioptres(eye.sph),
    dioptres(eye.cyl),
    eye.axis == null ? '–' : `${eye.axis}°`,
    dioptres(eye.add),
    eye.acuity ?? '–',
  ];
}

export function EyeSection({ report }: { report: MemberReport }) {
  const { t } = useLingui();
  const tests = report.eyeTests;
  return (
    <ReportSection id="report-eyes" title={t`Eye prescriptions`}>
      {tests.length === 0 ? (
        <Empty>
          <Trans>No eye tests recorded.</Trans>
        </Empty>
      ) : (
        tests.map((test) => {
          const date = formatCalendarDate(test.testDate);
          const pd = test.pd == null ? null : formatNumber(test.pd);
          return (
            <div key={test.id} className="break-inside-avoid space-y-1">
              <SubHeading>
                <Trans>Eye test of {date}</Trans>
                {pd ? <span className="font-normal"> · PD {pd} mm</span> : null}
              </SubHeading>
              <ReportTable
                caption={t`Eye test of ${date}`}
                head={[t`Eye`, 'SPH', 'CYL', 'AXIS', 'ADD', t`Vision`]}
                rows={[eyeRow(t`Right (OD)`, test.right), eyeRow(t`Left (OS)`, test.left)]}
              />
            </div>
          );
        })
      )}
    </ReportSection>
  );
}

/** The period tracker's summary: its own rule (core predictPeriod) counted on the server. */
export function PeriodSection({ report }: { report: MemberReport }) {
  const { t } = useLingui();
  if (!report.periods) return null;
  const { recent, prediction } = report.periods;
  const rows = historyRows(recent);
  const last = rows[0]?.period;
  const cycles = rows.map((r) => r.cycleLength).filter((n): n is number => n !== null);
  const average = prediction.averageCycleLength;
  const facts: Array<[string, string]> = [];
  if (last) facts.push([t`Last period`, periodRangeText(last, report.today)]);
  if (average !== null) {
    const basis = averageBasis(prediction.cyclesUsed ?? 0);
    facts.push([t`Average cycle`, `${t`${average} days`} (${basis})`]);
  }
  const lengths = cycles.join(', ');
  if (cycles.length > 0) facts.push([t`Recent cycles`, t`${lengths} days`]);
  if (prediction.irregular !== null) {
    facts.push([t`Regularity`, prediction.irregular ? t`Irregular` : t`Regular`]);
  }
  if (prediction.nextStart) {
    const window =
      prediction.windowStart && prediction.windowEnd
        ? formatDateRange(prediction.windowStart, prediction.windowEnd)
        : null;
    const next = formatCalendarDate(prediction.nextStart);
    facts.push([t`Next period expected`, window ? `${next} (${window})` : next]);
  }
  return (
    <ReportSection id="report-periods" title={t`Periods`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 print:text-black">{label}</dt>
            <dd className="font-medium text-slate-900 print:text-black">{value}</dd>
          </div>
        ))}
      </dl>
      <SubHeading>
        <Trans>Recent periods</Trans>
      </SubHeading>
      <ReportTable
        caption={t`Recent periods`}
        head={[t`Dates`, t`Days`, t`Cycle length`]}
        rows={rows.map(({ period, days, cycleLength }) => [
          periodRangeText(period, report.today),
          days === null ? '–' : <Plural key="d" value={days} one="# day" other="# days" />,
          cycleLength === null ? (
            '–'
          ) : (
            <Plural key="c" value={cycleLength} one="# day" other="# days" />
          ),
        ])}
      />
      <p className="text-xs text-slate-600 print:text-black">
        <Trans>
          The expected date is an estimate from the logged dates (the average of the recent cycles);
          it is not a diagnosis.
        </Trans>
      </p>
    </ReportSection>
  );
}
