import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, Info, Plus } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import type { Period } from '@core/contract/health';
import { periodReminder } from '@core/health/cycle';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useFamilyMembers } from '@web/session/members';
import { useToday } from '@web/session/use-today';
import { buildCalendarMarks } from './calendar-marks';
import { memberName } from '@web/lib/member-name';
import { initialMember, MemberPicker } from './member-picker';
import { newPeriodValues } from './period-form-values';
import { PeriodCalendar } from './period-calendar';
import { PeriodHistory } from './period-history';
import { PredictionCard } from './prediction-card';
import { memberPeriodText, NOT_CONTRACEPTIVE_TEXT } from './prediction-text';
import { tracksPeriods } from '@core/health/tracks-periods';
import { useSetExcluded } from './mutations';
import { usePeriodReminder, usePeriods, usePrediction } from './queries';
import { lazy } from '@web/lib/lazy';

const loadPeriodDialog = () => import('./period-dialog');
const PeriodDialog = lazy(loadPeriodDialog);
const DeletePeriodDialog = lazy(() => import('./delete-period-dialog'));
const prefetchDialog = () => {
  loadPeriodDialog().catch(() => undefined);
};

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-3 text-sm text-slate-600">
      <Spinner className="size-4" /> {label}
    </p>
  );
}

/**
 * /health?tab=period-tracker (PRODUCT §5): log periods, see the next one predicted with its window,
 * a month calendar, the history, and the notice that this is not contraception.
 */
export function PeriodTab() {
  const members = useFamilyMembers();
  const tracking = (members.data ?? []).filter((m) => tracksPeriods(m));
  const memberFromUrl = new URLSearchParams(useSearch()).get('memberId');
  const [chosen, setChosen] = useState<string | null>(null);
  const member = tracking.find((m) => m.id === chosen) ?? initialMember(tracking, memberFromUrl);
  const memberId = member?.id ?? null;

  const { today } = useToday();
  const periods = usePeriods(memberId);
  const prediction = usePrediction(memberId);
  const reminder = usePeriodReminder();
  const setExcluded = useSetExcluded();

  const [editor, setEditor] = useState({ open: false, used: false, period: null as Period | null });
  const [confirm, setConfirm] = useState({ open: false, period: null as Period | null });
  const { i18n, t } = useLingui();

  if (members.isPending) return <Loading label={t`Loading…`} />;
  if (!member || !memberId) {
    return (
      <Card>
        <h2 className="font-semibold text-slate-900">
          <Trans>Period tracker</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <Trans>
            Periods are tracked for female family members. Add one, or set the gender in their
            details, on the{' '}
            <Link href="/family" className="font-medium text-brand-800 underline">
              Family
            </Link>{' '}
            page.
          </Trans>
        </p>
      </Card>
    );
  }

  const name = member.name;
  const list = periods.data ?? [];
  const answer = prediction.data;
  const marks = buildCalendarMarks(list, answer ?? null);
  // GET /api/period-reminders is about the account holder; another member's uses the same rule.
  const due = member.isSelf ? reminder.data : answer ? periodReminder(answer, today) : undefined;
  const reminderShown = due?.shouldRemind === true && due.daysUntilDue !== null;
  const openLog = () => setEditor({ open: true, used: true, period: null });

  return (
    <div className="space-y-4">
      {tracking.length > 1 ? (
        <MemberPicker members={tracking} value={memberId} onChange={setChosen} />
      ) : null}

      {reminderShown && due?.daysUntilDue != null ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-2xl bg-pink-50 p-4 text-pink-950 ring-1 ring-pink-200"
        >
          <BellRing className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            <span className="block font-semibold">
              {memberPeriodText(due.daysUntilDue, member.isSelf)}
            </span>
            <span className="text-sm">
              <Trans>Keep pads or a cup handy. Log the first day when it starts.</Trans>
            </span>
          </span>
        </p>
      ) : null}

      <Card aria-labelledby="prediction-title" className="p-4">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="prediction-title" className="font-semibold wrap-anywhere text-slate-900">
            {member.isSelf ? t`Your cycle` : t`${name}’s cycle`}
          </h2>
          <Button
            className="px-3"
            onClick={openLog}
            onPointerEnter={prefetchDialog}
            onFocus={prefetchDialog}
          >
            <Plus className="size-4" aria-hidden="true" />
            <Trans>Log period</Trans>
          </Button>
        </div>
        {answer ? (
          <PredictionCard
            prediction={answer}
            periods={list}
            isSelf={member.isSelf}
            reminderShown={reminderShown}
          />
        ) : prediction.isPending ? (
          <Loading label={t`Working out the prediction…`} />
        ) : (
          <p className="text-sm text-slate-700">
            <Trans>The prediction could not be loaded.</Trans>
          </p>
        )}
      </Card>

      <Card aria-labelledby="calendar-title" className="p-4">
        <h2 id="calendar-title" className="sr-only">
          <Trans>Calendar</Trans>
        </h2>
        <PeriodCalendar marks={marks} today={today} />
      </Card>

      <Card aria-labelledby="history-title" className="p-4">
        <h2 id="history-title" className="font-semibold text-slate-900">
          <Trans>History</Trans>
        </h2>
        {periods.isPending ? (
          <Loading label={t`Loading periods…`} />
        ) : (
          <PeriodHistory
            periods={list}
            today={today}
            busyId={setExcluded.isPending ? (setExcluded.variables?.period.id ?? null) : null}
            onEdit={(period) => setEditor({ open: true, used: true, period })}
            onDelete={(period) => setConfirm({ open: true, period })}
            onExclude={(period, excluded) => setExcluded.mutate({ period, excluded })}
          />
        )}
      </Card>

      <p className="flex gap-2 rounded-2xl bg-slate-100 p-4 text-sm text-slate-800">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-semibold">
            <Trans>Not a contraceptive method.</Trans>{' '}
          </span>
          {i18n._(NOT_CONTRACEPTIVE_TEXT)}
        </span>
      </p>

      <Suspense fallback={null}>
        {editor.used ? (
          <PeriodDialog
            open={editor.open}
            onOpenChange={(open) => setEditor((e) => ({ ...e, open }))}
            period={editor.period}
            memberId={memberId}
            memberName={memberName(member)}
            defaults={newPeriodValues(today)}
          />
        ) : null}
        {confirm.period ? (
          <DeletePeriodDialog
            period={confirm.period}
            open={confirm.open}
            onOpenChange={(open) => setConfirm((c) => ({ ...c, open }))}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

export default PeriodTab;
