import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberReport } from '@core/contract/report';
import type { Adherence } from '@core/medicines/adherence';
import { describeAge } from '@web/lib/age';
import { GENDER_NAMES, RELATION_NAMES } from '@web/lib/member-look';
import { frequencyText, instructionsText } from '@web/lib/medicine-texts';
import { formatClock } from '@web/features/medications/next-dose';
import { formatCalendarDate } from '@web/lib/format-date';
import { Empty, ReportSection, ReportTable } from './report-parts';

/** Name, age and date of birth, gender, relation (as stored), blood group, conditions, allergies. */
export function MemberDetailsSection({ report }: { report: MemberReport }) {
  const { i18n, t } = useLingui();
  const m = report.member;
  const age = describeAge(m.dateOfBirth, report.today);
  const born = m.dateOfBirth ? formatCalendarDate(m.dateOfBirth) : '';
  const notAdded = t`Not added`;
  const rows: Array<[string, string]> = [
    [t`Name`, m.name],
    [t`Age`, m.dateOfBirth ? `${age ?? ''} (${t`born ${born}`})`.trim() : notAdded],
    [t`Gender`, m.gender ? i18n._(GENDER_NAMES[m.gender]) : notAdded],
    [t`Relation`, i18n._(RELATION_NAMES[m.relation])],
    [t`Blood group`, m.bloodGroup ?? t`Not known`],
    [t`Health conditions`, m.conditions.length ? m.conditions.join(', ') : t`None added`],
    [t`Allergies`, m.allergies.length ? m.allergies.join(', ') : t`None added`],
  ];
  return (
    <ReportSection id="report-details" title={t`Patient details`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 print:text-black">{label}</dt>
            <dd className="font-medium wrap-anywhere text-slate-900 print:text-black">{value}</dd>
          </div>
        ))}
      </dl>
    </ReportSection>
  );
}

export function MedicinesSection({ report }: { report: MemberReport }) {
  const { i18n, t } = useLingui();
  const meds = report.medications;
  return (
    <ReportSection id="report-medicines" title={t`Current medicines`}>
      {meds.length === 0 ? (
        <Empty>
          <Trans>No current medicines.</Trans>
        </Empty>
      ) : (
        <ReportTable
          caption={t`Current medicines`}
          head={[t`Medicine`, t`Schedule`, t`Times`, t`Since`]}
          rows={meds.map((m) => {
            const until = m.endDate ? formatCalendarDate(m.endDate) : '';
            return [
              <span key="name" className="font-medium">
                {m.name} <span className="font-normal">· {m.dosage}</span>
              </span>,
              [
                frequencyText(i18n, m.frequency),
                m.instructions ? instructionsText(i18n, m.instructions) : null,
              ]
                .filter(Boolean)
                .join(' · '),
              m.asNeeded ? t`As needed` : m.times.map(formatClock).join(', '),
              [m.startDate ? formatCalendarDate(m.startDate) : '', until ? t`until ${until}` : '']
                .filter(Boolean)
                .join(' · ') || '–',
            ];
          })}
        />
      )}
    </ReportSection>
  );
}

/** Core adherence (taken, missed, still due) for the last 30 and 90 days. */
export function AdherenceSection({ report }: { report: MemberReport }) {
  const { t } = useLingui();
  const row = (label: string, a: Adherence) => [
    label,
    String(a.scheduled),
    String(a.taken),
    String(a.missed),
    String(a.pending),
    a.scheduled === 0 ? '–' : `${a.percentage}%`,
  ];
  const { last30, last90 } = report.adherence;
  return (
    <ReportSection id="report-adherence" title={t`Medicine adherence`}>
      {last90.scheduled === 0 ? (
        <Empty>
          <Trans>No scheduled doses in the last 90 days.</Trans>
        </Empty>
      ) : (
        <>
          <ReportTable
            caption={t`Medicine adherence`}
            head={[t`Period`, t`Doses due`, t`Taken`, t`Missed`, t`Still due`, t`Taken %`]}
            rows={[row(t`Last 30 days`, last30), row(t`Last 90 days`, last90)]}
          />
          <p className="text-xs text-slate-600 print:text-black">
            <Trans>
              A dose not marked taken within two hours of its time counts as missed. Doses from
              before a medicine was added are not counted.
            </Trans>
          </p>
        </>
      )}
    </ReportSection>
  );
}
