import { Suspense, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberReport } from '@core/contract/report';
import { bmiAppliesToAge } from '@core/health/bmi';
import { classifyBloodPressure } from '@core/health/blood-pressure';
import { ageInYears } from '@core/health/calendar-date';
import { BP_LABEL_TEXT } from '@web/features/health/blood-pressure/bp-texts';
import { BMI_LABEL_TEXT } from '@web/features/health/body/bmi-texts';
import { SUGAR_CATEGORY_TEXT, SUGAR_TYPE_TEXT } from '@web/features/health/sugar/sugar-texts';
import { formatDateTime } from '@web/lib/format-date';
import { formatNumber } from '@web/lib/number-format';
import { AveragesTable } from './report-averages';
import { BodyChart, BpChart, SugarChart } from './report-charts';
import { ChartBox, Empty, ReportSection, ReportTable, SubHeading } from './report-parts';

function ChartLoading() {
  return (
    <p role="status" className="text-sm text-slate-600">
      <Trans>Loading chart…</Trans>
    </p>
  );
}

function Chart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ChartBox>
      <SubHeading>{title}</SubHeading>
      <Suspense fallback={<ChartLoading />}>{children}</Suspense>
    </ChartBox>
  );
}

const whole = (n: number | null) => (n === null ? null : String(Math.round(n)));
const shown = (value: string | null) => (value === null ? null : { value });

export function BloodPressureSection({ report }: { report: MemberReport }) {
  const { i18n, t } = useLingui();
  const { readings, systolic, diastolic, pulse } = report.bloodPressure;
  const { timeZone, periodDays } = report;
  return (
    <ReportSection id="report-bp" title={t`Blood pressure (mmHg)`}>
      {readings.length === 0 ? (
        <Empty>
          <Trans>No blood pressure readings in the last {periodDays} days.</Trans>
        </Empty>
      ) : (
        <>
          <AveragesTable
            caption={t`Blood pressure averages`}
            periodDays={periodDays}
            lines={[
              {
                label: t`BP`,
                show: (w) => {
                  const s = w(systolic).mean;
                  const d = w(diastolic).mean;
                  if (s === null || d === null) return null;
                  const category = classifyBloodPressure(Math.round(s), Math.round(d));
                  return {
                    value: `${whole(s)}/${whole(d)}`,
                    note: i18n._(BP_LABEL_TEXT[category]),
                  };
                },
                count: (w) => w(systolic).count,
              },
              {
                label: t`Pulse (per minute)`,
                show: (w) => shown(whole(w(pulse).mean)),
                count: (w) => w(pulse).count,
              },
            ]}
          />
          {readings.length > 1 ? (
            <Chart title={t`Blood pressure chart`}>
              <BpChart readings={readings} view={{ timeZone }} />
            </Chart>
          ) : null}
          <SubHeading>
            <Trans>Readings</Trans>
          </SubHeading>
          <ReportTable
            caption={t`Blood pressure readings`}
            head={[t`Date and time`, t`BP`, t`Pulse`, t`Category`]}
            rows={readings.map((r) => [
              formatDateTime(r.measuredAt, timeZone),
              `${r.systolic}/${r.diastolic}`,
              r.pulse == null ? '–' : String(r.pulse),
              i18n._(BP_LABEL_TEXT[r.category]),
            ])}
          />
        </>
      )}
    </ReportSection>
  );
}

export function SugarSection({ report }: { report: MemberReport }) {
  const { i18n, t } = useLingui();
  const { readings, averages } = report.sugar;
  const { timeZone, periodDays } = report;
  const types = [...new Set(readings.map((r) => r.type))];
  return (
    <ReportSection id="report-sugar" title={t`Blood sugar`}>
      {readings.length === 0 ? (
        <Empty>
          <Trans>No sugar readings in the last {periodDays} days.</Trans>
        </Empty>
      ) : (
        <>
          {averages.length > 0 ? (
            <AveragesTable
              caption={t`Sugar averages (mg/dL)`}
              periodDays={periodDays}
              lines={averages.map((a) => ({
                label: `${i18n._(SUGAR_TYPE_TEXT[a.type])} (mg/dL)`,
                show: (w) => shown(whole(w(a).mean)),
                count: (w) => w(a).count,
              }))}
            />
          ) : null}
          {types
            .filter((type) => readings.filter((r) => r.type === type).length > 1)
            .map((type) => {
              const name = i18n._(SUGAR_TYPE_TEXT[type]);
              return (
                <Chart key={type} title={t`${name} chart`}>
                  <SugarChart readings={readings} view={{ timeZone, unit: 'mgdl' }} only={type} />
                </Chart>
              );
            })}
          <SubHeading>
            <Trans>Readings</Trans>
          </SubHeading>
          <ReportTable
            caption={t`Sugar readings`}
            head={[t`Date and time`, t`Type`, t`Value`, t`Category`]}
            rows={readings.map((r) => [
              formatDateTime(r.measuredAt, timeZone),
              i18n._(SUGAR_TYPE_TEXT[r.type]),
              r.type === 'hba1c'
                ? `${formatNumber(r.value)}%`
                : `${formatNumber(r.value, 0)} mg/dL`,
              i18n._(SUGAR_CATEGORY_TEXT[r.category]),
            ])}
          />
        </>
      )}
    </ReportSection>
  );
}

/** Weight and BMI with the Asian-Indian categories (adults only, as the weight tracker). */
export function BodySection({ report }: { report: MemberReport }) {
  const { i18n, t } = useLingui();
  const { readings, weight } = report.body;
  const { timeZone, periodDays, member } = report;
  const age = member.dateOfBirth ? ageInYears(member.dateOfBirth, report.today) : null;
  const adult = bmiAppliesToAge(age);
  const goal = member.goalWeightKg;
  return (
    <ReportSection id="report-body" title={t`Weight and BMI`}>
      {readings.length === 0 ? (
        <Empty>
          <Trans>No weight measurements in the last {periodDays} days.</Trans>
        </Empty>
      ) : (
        <>
          <AveragesTable
            caption={t`Weight averages`}
            periodDays={periodDays}
            lines={[
              {
                label: t`Weight (kg)`,
                show: (w) => {
                  const mean = w(weight).mean;
                  return mean === null ? null : { value: formatNumber(mean) };
                },
                count: (w) => w(weight).count,
              },
            ]}
          />
          {readings.length > 1 ? (
            <Chart title={t`Weight and BMI chart`}>
              <BodyChart
                readings={readings}
                view={{ timeZone, adult, who: { member: { goalWeightKg: goal } } }}
              />
            </Chart>
          ) : null}
          <SubHeading>
            <Trans>Measurements</Trans>
          </SubHeading>
          <ReportTable
            caption={t`Weight measurements`}
            head={[t`Date and time`, t`Weight`, t`Height`, 'BMI', t`Category`]}
            rows={readings.map((r) => [
              formatDateTime(r.measuredAt, timeZone),
              `${formatNumber(r.weightKg)} kg`,
              `${formatNumber(r.heightCm)} cm`,
              formatNumber(r.bmi),
              r.category ? i18n._(BMI_LABEL_TEXT[r.category]) : '–',
            ])}
          />
          <p className="text-xs text-slate-600 print:text-black">
            {adult ? (
              <Trans>
                BMI categories by the Asian-Indian cut-offs: under 18.5 underweight, 18.5 to 22.9
                normal, 23 to 24.9 overweight, 25 or more obese.
              </Trans>
            ) : (
              <Trans>Adult BMI categories do not apply under 18 years.</Trans>
            )}
          </p>
        </>
      )}
    </ReportSection>
  );
}
