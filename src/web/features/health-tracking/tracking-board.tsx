import { useLingui as useLanguage } from '@web/lib/i18n/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { Link } from 'wouter';
import type { Member } from '@core/contract/family';
import { MemberAvatar } from '@web/components/members/member-avatar';
import { RELATION_LABELS } from '@web/lib/member-look';
import { translateText } from '@web/lib/i18n/text-table';
import { HEALTH_TRACKING_TEXTS } from './core-texts';
import { dueChecks, type DueCheck, type HealthReminder } from './due-checks';
import { memberSummaries } from './member-summaries';
import type { ReadingsByMember } from './queries';
import { TrackerRow } from './tracker-row';
import { trackerHref, TRACKERS } from './trackers';

function DueList({ checks, members }: { checks: DueCheck[]; members: readonly Member[] }) {
  const { t, i18n } = useLingui();
  const nameOf = (id: string) => members.find((m) => m.id === id)?.name ?? t`Someone`;
  return (
    <section
      aria-labelledby="due-title"
      className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h2 id="due-title" className="flex items-center gap-2 font-semibold text-amber-950">
        <BellRing className="size-5" aria-hidden="true" />
        <Trans>Checks due</Trans>
      </h2>
      <ul className="mt-2 space-y-2">
        {checks.map((c) => {
          const tracker = TRACKERS.find((t) => t.key === c.tracker);
          return (
            <li key={`${c.memberId}-${c.tracker}`}>
              <Link
                href={tracker ? trackerHref(tracker, c.memberId) : '/health'}
                className="block rounded-xl bg-white/70 px-3 py-2 text-sm hover:bg-white"
              >
                <span className="font-semibold text-slate-900">{nameOf(c.memberId)}</span>
                <span className="block text-slate-800">
                  {translateText(i18n, HEALTH_TRACKING_TEXTS, c.text)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Every member × tracker: latest value, category, trend and the check that is due. Its own chunk
 * (it carries the core classifiers), fetched while the page's requests are in flight.
 */
export default function TrackingBoard({
  members,
  byMember,
  healthReminders,
  today,
  timeZone,
}: {
  members: readonly Member[];
  byMember: ReadingsByMember;
  healthReminders: readonly HealthReminder[];
  today: string;
  timeZone: string;
}) {
  // The summaries and checks are worded in the active language: a switch renders them again.
  useLanguage();
  const checks = dueChecks({
    selfId: members.find((m) => m.isSelf)?.id ?? null,
    healthReminders,
    periodsByMember: byMember.period,
    eyeTestsByMember: byMember.eye,
    today,
  });
  const dueFor = (memberId: string, tracker: DueCheck['tracker']) =>
    checks.find((c) => c.memberId === memberId && c.tracker === tracker)?.text ?? null;

  return (
    <>
      {checks.length > 0 ? <DueList checks={checks} members={members} /> : null}
      {members.map((member) => (
        <section
          key={member.id}
          aria-labelledby={`ht-${member.id}`}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <Link
            href={`/family/${member.id}`}
            className="-m-1 flex items-center gap-3 rounded-xl p-1 hover:bg-slate-50"
          >
            <MemberAvatar member={member} size="sm" />
            <h2
              id={`ht-${member.id}`}
              className="min-w-0 font-semibold wrap-anywhere text-slate-900"
            >
              {member.name}
              <span className="font-normal text-slate-600">
                {' '}
                · {RELATION_LABELS[member.relation]}
              </span>
            </h2>
          </Link>
          <ul className="mt-2 divide-y divide-slate-100">
            {memberSummaries(member, byMember, today).map((line) => (
              <TrackerRow
                key={line.tracker.key}
                line={line}
                memberId={member.id}
                timeZone={timeZone}
                due={dueFor(member.id, line.tracker.key)}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
