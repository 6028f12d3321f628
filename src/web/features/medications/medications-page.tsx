import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Medication } from '@core/contract/medicines';
import { DEFAULT_TIME_ZONE } from '@core/medicines/time-zone';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useAccount } from '@web/session/queries';
import { useFamilyMembers } from '@web/session/members';
import {
  loadPrescriptionUploadSheet,
  prefetchPrescriptionUploadSheet,
} from '@web/features/prescriptions/load-upload-sheet';
import { memberName } from '@web/lib/member-name';
import { MemberFilter } from './member-filter';
import { loadMedicationDialog, prefetchMedicationDialog } from './open-add-medication';
import { sortForList, type DeleteTarget } from './page-logic';
import { medicationKeys, useMedications, useSetMedicationActive } from './queries';
import { useNow } from '@web/lib/clock';
import { useOpenAddRequests } from './use-open-requests';
import { preloadable } from '@web/lib/preloadable';
import { lazy } from '@web/lib/lazy';

// Asked for with the page, so it arrives while the medicines are fetched; start-up with the
// account in the page loads it before the first render (preloadContent, ADR 025).
const MedicationList = preloadable(() => import('./medication-list'));

/** Loads the list's code before the page's first render when start-up can wait for it. */
export async function preloadContent(): Promise<void> {
  await MedicationList.preload();
}
const MedicationDialog = lazy(loadMedicationDialog);
const DeleteDialog = lazy(() => import('./delete-dialog'));
// Below the medicines: it loads after them, with its own query.
const PrescriptionsSection = lazy(
  () => import('@web/features/prescriptions/prescriptions-section'),
);
const PrescriptionUploadSheet = lazy(loadPrescriptionUploadSheet);

/** Spec §2 /medications: the family's medicines, the add/edit dialog and prescriptions. */
export default function MedicationsPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [memberId, setMemberId] = useState<string | null>(null);
  const family = useFamilyMembers({ silentErrors: true });
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

  useEffect(() => void MedicationList.preload().catch(() => undefined), []);
  const list = useMemo(() => sortForList(meds.data ?? []), [meds.data]);
  const selected = members.find((m) => m.id === memberId) ?? null;
  const self = members.find((m) => m.isSelf);
  const showMember = memberId === null && members.length > 1;
  const memberNameOf = (id: string) => {
    const member = members.find((m) => m.id === id);
    return member ? memberName(member) : null;
  };

  const loadingMedicines = (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
      <Spinner className="size-4" /> <Trans>Loading medicines…</Trans>
    </p>
  );

  return (
    <div className="space-y-5 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))]">
      <header>
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-xl font-bold text-slate-900">
            <Trans>Medications</Trans>
          </h1>
          <Button
            className="shrink-0 px-3"
            onClick={openAdd}
            onPointerEnter={prefetchMedicationDialog}
            onFocus={prefetchMedicationDialog}
          >
            <Plus className="hidden size-4 min-[360px]:block" aria-hidden="true" />
            <Trans>Add Medication</Trans>
          </Button>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Medicines and prescriptions for your family</Trans>
        </p>
      </header>

      {/* One loading state for the filter, the list and prescriptions: the filter and the
          members' names come with the family, and a part that appeared later would push the
          parts below it down the screen (layout shift). Choosing a member later reloads the
          list alone. */}
      {family.isLoading || (meds.isPending && memberId === null) ? (
        loadingMedicines
      ) : (
        <>
          {members.length > 1 ? (
            <MemberFilter members={members} value={memberId} onChange={setMemberId} />
          ) : null}

          <section aria-label={t`Medicines`} className="space-y-3">
            {meds.isPending ? (
              loadingMedicines
            ) : meds.isError ? (
              <div role="alert" className="rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200">
                <p className="text-slate-700">
                  <Trans>Medicines could not be loaded.</Trans>
                </p>
                <Button variant="outline" className="mt-2" onClick={() => void meds.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              </div>
            ) : (
              <Suspense fallback={loadingMedicines}>
                <MedicationList
                  list={list}
                  who={selected && !selected.isSelf ? selected.name : null}
                  now={now}
                  timeZone={timeZone}
                  memberNameOf={(id) => (showMember ? memberNameOf(id) : null)}
                  busyId={setActive.isPending ? setActive.variables.med.id : null}
                  onAdd={openAdd}
                  onEdit={(med) => setEditor({ open: true, used: true, medication: med })}
                  onToggleActive={(med) => setActive.mutate({ med, active: !med.active })}
                  onDelete={(med) =>
                    setConfirm({ open: true, target: { kind: 'medication', medication: med } })
                  }
                />
              </Suspense>
            )}
          </section>

          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner className="size-4" /> <Trans>Loading prescriptions…</Trans>
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
