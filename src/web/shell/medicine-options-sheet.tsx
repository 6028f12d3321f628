import type { LucideIcon } from 'lucide-react';
import { Camera, List, Plus } from 'lucide-react';
import { useLocation } from 'wouter';
import { Sheet } from '@web/components/ui/sheet';

/** Spec §2: fired so that the medications page opens its add dialog, however fast it loads. */
export const OPEN_ADD_MEDICATION_EVENT = 'open-add-medication-dialog';
const EVENT_DELAYS_MS = [200, 500];

export function fireOpenAddMedication(): void {
  const fire = () => window.dispatchEvent(new Event(OPEN_ADD_MEDICATION_EVENT));
  fire();
  EVENT_DELAYS_MS.forEach((delay) => setTimeout(fire, delay));
}

interface OptionProps {
  icon: LucideIcon;
  title: string;
  detail: string;
  tone: string;
  onSelect: () => void;
}

function Option({ icon: Icon, title, detail, tone, onSelect }: OptionProps) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
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

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Medicine Options"
      description="Add a medicine, upload a prescription or see your list."
    >
      <ul className="space-y-3">
        <Option
          icon={Plus}
          title="Add New Medication"
          detail="Set up a medicine and its reminders"
          tone="bg-brand-50 text-brand-700"
          onSelect={() => {
            onOpenChange(false);
            navigate('/medications?openDialog=true');
            fireOpenAddMedication();
          }}
        />
        <Option
          icon={Camera}
          title="Upload Prescription"
          detail="Take a photo or choose a file"
          tone="bg-sky-50 text-sky-800"
          // TODO(prescription-upload issue): open the prescription upload sheet (spec §2, §4).
          onSelect={() => onOpenChange(false)}
        />
        <Option
          icon={List}
          title="View All Medications"
          detail="See every medicine in your family"
          tone="bg-violet-50 text-violet-800"
          onSelect={() => {
            onOpenChange(false);
            navigate('/medications');
          }}
        />
      </ul>
    </Sheet>
  );
}
