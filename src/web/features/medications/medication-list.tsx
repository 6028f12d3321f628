import { Pill, Plus } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { Medication } from '@core/contract/medicines';
import { Button } from '@web/components/ui/button';
import { MedicationCard } from './medication-card';
import { prefetchMedicationDialog } from './open-add-medication';

function EmptyState({ who, onAdd }: { who: string | null; onAdd: () => void }) {
  return (
    <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Pill className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-3 font-semibold text-slate-900">
        {who ? <Trans>No medicines for {who} yet</Trans> : <Trans>No medicines yet</Trans>}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Add a medicine with its schedule, like 1-0-1 after food, and MedMitra will remind you when
          a dose is due.
        </Trans>
      </p>
      <Button className="mt-4" onClick={onAdd} onPointerEnter={prefetchMedicationDialog}>
        <Plus className="size-4" aria-hidden="true" />
        <Trans>Add Medication</Trans>
      </Button>
    </div>
  );
}

export interface MedicationListProps {
  list: readonly Medication[];
  /** The member the filter shows, when it is not the user: the empty state names them. */
  who: string | null;
  now: Date;
  timeZone: string;
  memberNameOf: (memberId: string) => string | null;
  busyId: string | null;
  onAdd: () => void;
  onEdit: (med: Medication) => void;
  onToggleActive: (med: Medication) => void;
  onDelete: (med: Medication) => void;
}

/**
 * The medicine cards (or the empty state). Loaded with the page but not in its first load: the
 * cards wait for the medicines anyway, and the chunk comes while they are fetched.
 */
export default function MedicationList(props: MedicationListProps) {
  if (props.list.length === 0) return <EmptyState who={props.who} onAdd={props.onAdd} />;
  return props.list.map((med) => (
    <MedicationCard
      key={med.id}
      med={med}
      now={props.now}
      timeZone={props.timeZone}
      memberName={props.memberNameOf(med.memberId)}
      busy={props.busyId === med.id}
      onEdit={() => props.onEdit(med)}
      onEditIntent={prefetchMedicationDialog}
      onToggleActive={() => props.onToggleActive(med)}
      onDelete={() => props.onDelete(med)}
    />
  ));
}
