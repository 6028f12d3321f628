import { Suspense, useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import type { Member } from '@core/contract/family';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useMemberReadings } from '@web/features/health-tracking/queries';
import { DosesToday } from './doses-today';
import { MemberAvatar } from '@web/components/members/member-avatar';
import { memberSubtitle } from '@web/lib/member-look';
import { MemberDetails } from './member-details';
import { prefetchMemberDialog, useMemberEditor } from './member-editor';
import { MemberMedicines } from './member-medicines';
import { useFamilyMembers } from '@web/session/members';
import { useMemberStatistics } from './queries';
import { useToday } from '@web/session/use-today';
import { lazy } from '@web/lib/lazy';

const loadTrackers = () => import('@web/features/health-tracking/member-trackers');
const MemberTrackers = lazy(loadTrackers);
// ADR 037: who helps care for the member; below the first screen, in its own chunk.
const MemberCaregivers = lazy(() => import('@web/features/caregivers/member-caregivers'));

function ReadingsLoading() {
  return (
    <p role="status" className="flex items-center gap-2 py-3 text-sm text-slate-600">
      <Spinner className="size-4" /> <Trans>Loading readings…</Trans>
    </p>
  );
}

const backLink =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl pr-3 text-sm font-medium text-brand-800 hover:underline';

/** /family/:id: one member with everything MedMitra keeps for them. */
export default function MemberPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const members = useFamilyMembers();
  const list = members.data ?? [];
  const member = list.find((m) => m.id === id) ?? null;
  const editor = useMemberEditor(list, () => navigate('/family', { replace: true }));

  return (
    <div className="space-y-4 px-4 pt-[calc(1rem+env(safe-area-inset-top))]">
      <Link href="/family" className={backLink}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        <Trans>Family</Trans>
      </Link>
      {members.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <Spinner className="size-4" /> <Trans>Loading…</Trans>
        </p>
      ) : member ? (
        <MemberSections
          member={member}
          onEdit={() => editor.openEdit(member)}
          onRemove={() => editor.openRemove(member)}
        />
      ) : (
        <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <h1 className="text-lg font-semibold text-slate-900">
            <Trans>Family member not found</Trans>
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>They may have been removed. Go back to your family to see everyone.</Trans>
          </p>
        </div>
      )}
      {editor.dialogs}
    </div>
  );
}

function MemberSections({
  member,
  onEdit,
  onRemove,
}: {
  member: Member;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { today, timeZone } = useToday();
  const stats = useMemberStatistics(member.id).data;
  const readings = useMemberReadings(member.id);
  const { i18n } = useLingui();
  // The trackers' code comes with the readings' requests, not after them.
  useEffect(() => {
    loadTrackers().catch(() => undefined);
  }, []);
  return (
    <>
      <header className="flex items-center gap-3">
        <MemberAvatar member={member} size="lg" />
        <div className="min-w-0">
          <h1 className="text-xl font-bold wrap-anywhere text-slate-900">{member.name}</h1>
          <p className="text-sm text-slate-600">{memberSubtitle(i18n, member, today)}</p>
        </div>
      </header>

      <Card aria-labelledby="doses-title" className="p-4">
        <h2 id="doses-title" className="mb-2 font-semibold text-slate-900">
          <Trans>Today’s medicines</Trans>
        </h2>
        <DosesToday stats={stats} />
        <h3 className="mt-4 text-sm font-semibold text-slate-800">
          <Trans>Medicines</Trans>
        </h3>
        <MemberMedicines memberId={member.id} name={member.name} />
      </Card>

      <Card aria-labelledby="trackers-title" className="p-4">
        <h2 id="trackers-title" className="font-semibold text-slate-900">
          <Trans>Health trackers</Trans>
        </h2>
        {readings.pending ? (
          <ReadingsLoading />
        ) : (
          <Suspense fallback={<ReadingsLoading />}>
            <MemberTrackers
              member={member}
              byMember={readings.byMember}
              today={today}
              timeZone={timeZone}
            />
          </Suspense>
        )}
      </Card>

      <Suspense fallback={null}>
        <MemberCaregivers member={member} />
      </Suspense>

      <Card aria-labelledby="details-title" className="p-4">
        <h2 id="details-title" className="font-semibold text-slate-900">
          <Trans>Details</Trans>
        </h2>
        <MemberDetails member={member} />
        <div className="mt-3 flex gap-2">
          <Button
            variant="outline"
            className="flex-1"
            onClick={onEdit}
            onPointerEnter={prefetchMemberDialog}
            onFocus={prefetchMemberDialog}
          >
            <Pencil className="size-4" aria-hidden="true" />
            <Trans>Edit</Trans>
          </Button>
          {member.isSelf ? null : (
            <Button
              variant="outline"
              className="flex-1 border-red-200 text-red-700 hover:bg-red-50"
              onClick={onRemove}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              <Trans>Remove</Trans>
            </Button>
          )}
        </div>
      </Card>
    </>
  );
}
