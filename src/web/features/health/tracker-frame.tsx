import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Loading } from './lazy-load';
import { MembersProblem } from './members-problem';
import { MemberPicker } from './member-picker';
import type { TrackerMember } from './use-tracker-member';

/**
 * What every tracker tab has around its content: the member chips, then either the readings or
 * why they are not there (still loading, failed).
 */
export function TrackerFrame({
  who,
  pickerLabel,
  history,
  children,
}: {
  who: TrackerMember;
  pickerLabel: string;
  history: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Rendered once a member is chosen; gets the list's state to show or not. */
  children: (state: 'loading' | 'failed' | 'ready') => ReactNode;
}) {
  if (!who.memberId) return <MembersProblem loading={who.loading} onRetry={who.retry} />;
  const state = history.isPending ? 'loading' : history.isError ? 'failed' : 'ready';
  return (
    <>
      <MemberPicker
        members={who.members}
        value={who.memberId}
        onChange={who.choose}
        label={pickerLabel}
      />
      {children(state)}
    </>
  );
}

export function HistoryProblem({
  state,
  loading,
  failed,
  onRetry,
}: {
  state: 'loading' | 'failed';
  /** "Loading readings...", "The readings could not be loaded." */
  loading: string;
  failed: string;
  onRetry: () => void;
}) {
  if (state === 'loading') return <Loading label={loading} />;
  return (
    <div role="alert" className="rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200">
      <p className="text-slate-700">{failed}</p>
      <Button variant="outline" className="mt-2" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
