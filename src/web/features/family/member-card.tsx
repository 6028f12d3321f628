import { Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Member } from '@core/contract/family';
import type { ReadingsByMember } from '@web/features/health-tracking/queries';
import { Button } from '@web/components/ui/button';
import { DosesToday } from './doses-today';
import { MemberAvatar } from '@web/components/members/member-avatar';
import { memberSubtitle } from '@web/lib/member-look';
import { prefetchMemberDialog } from './member-editor';
import { useMemberStatistics } from './queries';
import { lazy } from '@web/lib/lazy';

const loadMemberReadings = () => import('@web/features/health-tracking/member-readings');
const MemberReadings = lazy(loadMemberReadings);

/** Starts fetching the readings' code with the page's requests, not after the members arrive. */
export function preloadMemberReadings(): void {
  loadMemberReadings().catch(() => undefined);
}

function ReadingsLoading() {
  return (
    <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-600">
      <Trans>Loading readings…</Trans>
    </p>
  );
}

/** One member on /family: who, today's doses, the latest reading of each tracker they use. */
export function MemberCard({
  member,
  today,
  byMember,
  readingsPending,
  onEdit,
  onRemove,
}: {
  member: Member;
  today: string;
  byMember: ReadingsByMember;
  readingsPending: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const stats = useMemberStatistics(member.id).data;
  const titleId = `member-${member.id}-name`;
  const { i18n, t } = useLingui();
  const { name } = member;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <Link
          href={`/family/${member.id}`}
          className="-m-1 flex items-center gap-3 rounded-xl p-1 hover:bg-slate-50"
        >
          <MemberAvatar member={member} />
          <span className="min-w-0 flex-1">
            <span id={titleId} className="block font-semibold wrap-anywhere text-slate-900">
              {member.name}
            </span>
            <span className="block text-sm text-slate-600">
              {memberSubtitle(i18n, member, today)}
            </span>
          </span>
          <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        </Link>

        <div className="mt-3">
          <DosesToday stats={stats} />
        </div>

        <Suspense fallback={<ReadingsLoading />}>
          <MemberReadings
            member={member}
            byMember={byMember}
            today={today}
            pending={readingsPending}
          />
        </Suspense>

        <div className="mt-3 flex gap-2 border-t border-slate-100 pt-3">
          <Button
            variant="outline"
            className="flex-1"
            onClick={onEdit}
            onPointerEnter={prefetchMemberDialog}
            onFocus={prefetchMemberDialog}
            aria-label={t`Edit ${name}`}
          >
            <Pencil className="size-4" aria-hidden="true" />
            <Trans>Edit</Trans>
          </Button>
          {member.isSelf ? null : (
            <Button
              variant="outline"
              className="flex-1 border-red-200 text-red-700 hover:bg-red-50"
              onClick={onRemove}
              aria-label={t`Remove ${name}`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              <Trans>Remove</Trans>
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
