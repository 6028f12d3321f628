import { Trans } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import type { Member } from '@core/contract/family';
import { memberSummaries } from './member-summaries';
import type { ReadingsByMember } from './queries';
import { TrackerRow } from './tracker-row';

/**
 * Every tracker of one member with its latest reading; its own chunk (core classifiers). The
 * doctor's report, which gathers these readings, is linked under them: here rather than in the
 * page, so the member page's first load stays within its budget.
 */
export default function MemberTrackers({
  member,
  byMember,
  today,
  timeZone,
}: {
  member: Member;
  byMember: ReadingsByMember;
  today: string;
  timeZone: string;
}) {
  return (
    <>
      <ul className="mt-1 divide-y divide-slate-100">
        {memberSummaries(member, byMember, today).map((line) => (
          <TrackerRow key={line.tracker.key} line={line} memberId={member.id} timeZone={timeZone} />
        ))}
      </ul>
      <Link
        href={`/family/${member.id}/report`}
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline"
      >
        <FileText className="size-4 shrink-0" aria-hidden="true" />
        <Trans>Doctor’s report (print or PDF)</Trans>
      </Link>
    </>
  );
}
