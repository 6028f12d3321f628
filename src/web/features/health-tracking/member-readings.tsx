import { Trans } from '@lingui/react/macro';
import type { Member } from '@core/contract/family';
import { memberSummaries } from './member-summaries';
import type { ReadingsByMember } from './queries';
import { CategoryBadge } from './reading-badges';

/**
 * The latest reading of each tracker a member uses, with its category. Loaded as its own chunk
 * (it carries the core classifiers) while the page's requests are in flight.
 */
export default function MemberReadings({
  member,
  byMember,
  today,
  pending,
}: {
  member: Member;
  byMember: ReadingsByMember;
  today: string;
  pending: boolean;
}) {
  const withData = memberSummaries(member, byMember, today).filter((l) => l.summary);
  if (withData.length === 0) {
    return (
      <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-600">
        {pending ? <Trans>Loading readings…</Trans> : <Trans>No health readings yet</Trans>}
      </p>
    );
  }
  return (
    <dl className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
      {withData.map(({ tracker, summary }) =>
        summary ? (
          <div key={tracker.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <dt className="w-full text-sm text-slate-600 min-[360px]:w-28 min-[360px]:shrink-0">
              {tracker.label}
            </dt>
            <dd className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium wrap-anywhere text-slate-900">
                {summary.value}
                {summary.detail ? (
                  <span className="text-sm font-normal text-slate-600"> · {summary.detail}</span>
                ) : null}
              </span>
              {summary.badge ? <CategoryBadge badge={summary.badge} /> : null}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
