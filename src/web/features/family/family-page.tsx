import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Users } from 'lucide-react';
import { Link } from 'wouter';
import { useFamilyReadings } from '@web/features/health-tracking/queries';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { MemberCard, preloadMemberReadings } from './member-card';
import { prefetchMemberDialog, useMemberEditor } from './member-editor';
import { useFamilyMembers } from '@web/session/members';
import { useToday } from '@web/session/use-today';

/**
 * /family (PRODUCT §3): every member with today's doses and latest readings. Requests: the
 * members, one statistics call per member, one list per tracker for the whole account.
 */
export default function FamilyPage() {
  const members = useFamilyMembers();
  const list = members.data ?? [];
  const ids = list.map((m) => m.id);
  const readings = useFamilyReadings(ids);
  const { today } = useToday();
  const editor = useMemberEditor(list);
  useEffect(preloadMemberReadings, []);
  const { t } = useLingui();

  return (
    <div className="space-y-5 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))]">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-slate-900">
            <Trans>Family</Trans>
          </h1>
          <p className="text-sm text-slate-600">
            <Trans>Everyone you look after, at a glance</Trans>
          </p>
        </div>
        <Button
          className="shrink-0 px-3"
          onClick={editor.openAdd}
          onPointerEnter={prefetchMemberDialog}
          onFocus={prefetchMemberDialog}
        >
          <Plus className="size-4" aria-hidden="true" />
          <Trans>Add member</Trans>
        </Button>
      </header>

      {members.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <Spinner className="size-4" /> <Trans>Loading your family…</Trans>
        </p>
      ) : members.isError ? (
        <div role="alert" className="rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200">
          <p className="text-slate-700">
            <Trans>Your family could not be loaded.</Trans>
          </p>
          <Button variant="outline" className="mt-2" onClick={() => void members.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t`Family members`}>
          {list.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              today={today}
              byMember={readings.byMember}
              readingsPending={readings.pending}
              onEdit={() => editor.openEdit(member)}
              onRemove={() => editor.openRemove(member)}
            />
          ))}
        </ul>
      )}

      {list.length === 1 ? (
        <div className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-700">
            <Users className="size-6" aria-hidden="true" />
          </span>
          <h2 className="mt-3 font-semibold text-slate-900">
            <Trans>Add the people you care for</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Parents, children, your spouse: keep their medicines and readings in one place.
            </Trans>
          </p>
        </div>
      ) : null}

      <Link
        href="/health-tracking"
        className="block rounded-2xl bg-brand-50 p-4 text-sm font-medium text-brand-900 ring-1 ring-brand-100 hover:bg-brand-100"
      >
        <Trans>See everyone’s readings, trends and due checks →</Trans>
      </Link>

      {editor.dialogs}
    </div>
  );
}
