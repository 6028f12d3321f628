import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pill, Plus } from 'lucide-react';
import type { Medication } from '@core/contract/medicines';
import { DEFAULT_TIME_ZONE } from '@core/medicines/time-zone';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useAccount } from '@web/features/auth/queries';
import {
  loadPrescriptionUploadSheet,
  prefetchPrescriptionUploadSheet,
} from '@web/features/prescriptions/load-upload-sheet';
import { MedicationCard } from './medication-card';
import { memberLabel, MemberFilter } from './member-filter';
import { loadMedicationDialog, prefetchMedicationDialog } from './open-add-medication';
import { sortForList, type DeleteTarget } from './page-logic';
import {
  medicationKeys,
  useFamilyMembers,
  useMedications,
  useSetMedicationActive,
} from './queries';
import { useNow } from '@web/lib/clock';
import { useOpenAddRequests } from './use-open-requests';

const MedicationDialog = lazy(loadMedicationDialog);
const DeleteDialog = lazy(() => import('./delete-dialog'));
// Below the medicines: it loads after them, with its own query.
const PrescriptionsSection = lazy(
  () => import('@web/features/prescriptions/prescriptions-section'),
);
const PrescriptionUploadSheet = lazy(loadPrescriptionUploadSheet);

function EmptyState({ who, onAdd }: { who: string | null; onAdd: () => void }) {
  return (
    <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Pill className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-3 font-semibold text-slate-900">
        {who ? `No medicines for ${who} yet` : 'No medicines yet'}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Add a medicine with its schedule, like 1-0-1 after food, and MedMitra will remind you when a
        dose is due.
      </p>
      <Button className="mt-4" onClick={onAdd} onPointerEnter={prefetchMedicationDialog}>
        <Plus className="size-4" aria-hidden="true" />
        Add Medication
      </Button>
    </div>
  );
}

/** Spec §2 /medications: the family's medicines, the add/edit dialog and prescriptions. */
export default function MedicationsPage() {
  const queryClient = useQueryClient();
  const [memberId, setMemberId] = useState<string | null>(null);
  const family = useFamilyMembers();
  const members = family.data ?? [];
  const meds = useMedications(memberId);
  const timeZone = useAccount().data?.user.timeZone || DEFAULT_TIME_ZONE;
  const now = useNow();
  const setActive = useSetMedicationActive();

  const [editor, setEditor] = useState({
    open: false,
    used: false,
    medication: null as Medication | null,
  });
  const openAdd = useCallback(() => setEditor({ open: true, used: true, medication: null }), []);
  useOpenAddRequests(openAdd);

  const [confirm, setConfirm] = useState<{ open: boolean; target: DeleteTarget | null }>({
    open: false,
    target: null,
  });
  const [upload, setUpload] = useState({ open: false, used: false });

  // A dose time has passed: the server now knows the next one.
  const refetchedFor = useRef<string | null>(null);
  useEffect(() => {
    const passed = meds.data?.find(
      (m) => m.nextDoseAt && Date.parse(m.nextDoseAt) <= now.getTime(),
    );
    if (!passed?.nextDoseAt || refetchedFor.current === passed.nextDoseAt) return;
    refetchedFor.current = passed.nextDoseAt;
    void queryClient.invalidateQueries({ queryKey: medicationKeys.all });
  }, [meds.data, now, queryClient]);

  const list = useMemo(() => sortForList(meds.data ?? []), [meds.data]);
  const selected = members.find((m) => m.id === memberId) ?? null;
  const self = members.find((m) => m.isSelf);
  const showMember = memberId === null && members.length > 1;
  const memberNameOf = (id: string) => {
    const member = members.find((m) => m.id === id);
    return member ? memberLabel(member) : null;
  };

  return (
    <div className="space-y-5 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))]">
      <header>
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-xl font-bold text-slate-900">Medications</h1>
          <Button
            className="shrink-0 px-3"
            onClick={openAdd}
            onPointerEnter={prefetchMedicationDialog}
            onFocus={prefetchMedicationDialog}
          >
            <Plus className="hidden size-4 min-[360px]:block" aria-hidden="true" />
            Add Medication
          </Button>
        </div>
        <p className="mt-1 text-sm text-slate-600">Medicines and prescriptions for your family</p>
      </header>

      {/* One loading state for the filter, the list and prescriptions: the filter and the
          members' names come with the family, and a part that appeared later would push the
          parts below it down the screen (layout shift). Choosing a member later reloads the
          list alone. */}
      {family.isLoading || (meds.isPending && memberId === null) ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <Spinner className="size-4" /> Loading medicines…
        </p>
      ) : (
        <>
          {members.length > 1 ? (
            <MemberFilter members={members} value={memberId} onChange={setMemberId} />
          ) : null}

          <section aria-label="Medicines" className="space-y-3">
            {meds.isPending ? (
              <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
                <Spinner className="size-4" /> Loading medicines…
              </p>
            ) : meds.isError ? (
              <div role="alert" className="rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200">
                <p className="text-slate-700">Medicines could not be loaded.</p>
                <Button variant="outline" className="mt-2" onClick={() => void meds.refetch()}>
                  Try again
                </Button>
              </div>
            ) : list.length === 0 ? (
              <EmptyState
                who={selected && !selected.isSelf ? selected.name : null}
                onAdd={openAdd}
              />
            ) : (
              list.map((med) => (
                <MedicationCard
                  key={med.id}
                  med={med}
                  now={now}
                  timeZone={timeZone}
                  memberName={showMember ? memberNameOf(med.memberId) : null}
                  busy={setActive.isPending && setActive.variables.med.id === med.id}
                  onEdit={() => setEditor({ open: true, used: true, medication: med })}
                  onEditIntent={prefetchMedicationDialog}
                  onToggleActive={() => setActive.mutate({ med, active: !med.active })}
                  onDelete={() =>
                    setConfirm({ open: true, target: { kind: 'medication', medication: med } })
                  }
                />
              ))
            )}
          </section>

          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner className="size-4" /> Loading prescriptions…
              </p>
            }
          >
            <PrescriptionsSection
              memberId={memberId}
              members={members}
              timeZone={timeZone}
              onUpload={() => setUpload({ open: true, used: true })}
              onUploadIntent={prefetchPrescriptionUploadSheet}
              onDelete={(p) =>
                setConfirm({ open: true, target: { kind: 'prescription', prescription: p } })
              }
            />
          </Suspense>
        </>
      )}

      <Suspense fallback={null}>
        {editor.used ? (
          <MedicationDialog
            open={editor.open}
            onOpenChange={(open) => setEditor((e) => ({ ...e, open }))}
            medication={editor.medication}
            members={members}
            defaultMemberId={memberId ?? self?.id ?? ''}
            timeZone={timeZone}
          />
        ) : null}
        {confirm.target ? (
          <DeleteDialog
            open={confirm.open}
            onOpenChange={(open) => setConfirm((c) => ({ ...c, open }))}
            target={confirm.target}
            timeZone={timeZone}
          />
        ) : null}
        {upload.used ? (
          <PrescriptionUploadSheet
            open={upload.open}
            onOpenChange={(open) => setUpload((u) => ({ ...u, open }))}
            memberId={memberId}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
