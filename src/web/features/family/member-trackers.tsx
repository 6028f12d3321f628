import type { Member } from '@core/contract/family';
import { memberSummaries } from '@web/features/health-tracking/member-summaries';
import type { ReadingsByMember } from '@web/features/health-tracking/queries';
import { TrackerRow } from '@web/features/health-tracking/tracker-row';

/** Every tracker of one member with its latest reading; its own chunk (core classifiers). */
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
    <ul className="mt-1 divide-y divide-slate-100">
      {memberSummaries(member, byMember, today).map((line) => (
        <TrackerRow key={line.tracker.key} line={line} memberId={member.id} timeZone={timeZone} />
      ))}
    </ul>
  );
}
