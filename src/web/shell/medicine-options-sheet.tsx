import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { Camera, List, Plus } from 'lucide-react';
import { useLocation } from 'wouter';
import { Sheet } from '@web/components/ui/sheet';
import {
  openAddMedication,
  prefetchMedicationDialog,
} from '@web/features/medications/open-add-medication';
import { loadPrescriptionUploadSheet } from '@web/features/prescriptions/load-upload-sheet';
import { lazy } from '@web/lib/lazy';

const PrescriptionUploadSheet = lazy(loadPrescriptionUploadSheet);

interface OptionProps {
  icon: LucideIcon;
  title: string;
  detail: string;
  tone: string;
  onSelect: () => void;
  onIntent?: () => void;
}

function Option({ icon: Icon, title, detail, tone, onSelect, onIntent }: OptionProps) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        className="flex min-h-16 w-full items-center gap-4 rounded-2xl p-3 text-left ring-1 ring-slate-200 hover:bg-slate-50"
      >
        <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{title}</span>
          <span className="block text-sm text-slate-600">{detail}</span>
        </span>
      </button>
    </li>
  );
}

export default function MedicineOptionsSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [, navigate] = useLocation();
  const [upload, setUpload] = useState({ open: false, used: false });
  const { t } = useLingui();

  return (
    <>
      <Sheet
        open={open}
        onOpenChange={onOpenChange}
        title={t`Medicine Options`}
        description={t`Add a medicine, upload a prescription or see your list.`}
      >
        <ul className="space-y-3">
          <Option
            icon={Plus}
            title={t`Add New Medication`}
            detail={t`Set up a medicine and its reminders`}
            tone="bg-brand-50 text-brand-700"
            onIntent={prefetchMedicationDialog}
            onSelect={() => {
              onOpenChange(false);
              openAddMedication(navigate);
            }}
          />
          <Option
            icon={Camera}
            title={t`Upload Prescription`}
            detail={t`Take a photo or choose a file`}
            tone="bg-sky-50 text-sky-800"
            onIntent={() => void loadPrescriptionUploadSheet().catch(() => undefined)}
            onSelect={() => {
              onOpenChange(false);
              setUpload({ open: true, used: true });
            }}
          />
          <Option
            icon={List}
            title={t`View All Medications`}
            detail={t`See every medicine in your family`}
            tone="bg-violet-50 text-violet-800"
            onSelect={() => {
              onOpenChange(false);
              navigate('/medications');
            }}
          />
        </ul>
      </Sheet>
      {upload.used ? (
        <Suspense fallback={null}>
          <PrescriptionUploadSheet
            open={upload.open}
            onOpenChange={(open) => setUpload((u) => ({ ...u, open }))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
