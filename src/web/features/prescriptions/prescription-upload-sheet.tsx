import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, FileUp } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '@core/contract/family';
import type { FoundMedicine, PrescriptionTextInput } from '@core/contract/prescription-reading';
import type { Prescription } from '@core/contract/prescriptions';
import { DEFAULT_TIME_ZONE, localDay } from '@core/medicines/time-zone';
import { memberNamedIn } from '@core/prescriptions/named-member';
import { useAuthUser } from '@web/session/auth-store';
import { useAccount } from '@web/session/queries';
import { useClockValue } from '@web/lib/clock';
import { PRESCRIPTION_MAX_BYTES, PRESCRIPTION_MESSAGES } from '@core/contract/prescriptions';
import { Button } from '@web/components/ui/button';
import { Sheet } from '@web/components/ui/sheet';
import { Spinner } from '@web/components/ui/spinner';
import { useFamilyMembers } from '@web/session/members';
import { toast } from '@web/lib/toast-store';
import { cameraButtonLabel, cameraSupport } from './camera';
import { CameraView } from './camera-view';
import { ChoiceButton } from './choice-button';
import { prescriptionKeys, saveReading, useAddFoundMedicines } from './queries';
import { uploadPrescription } from './upload';
import {
  PROCESSING_MS,
  progressPercent,
  uploadFailure,
  uploadSuccessText,
  type UploadFailure,
} from './upload-messages';
import { useCamera } from './use-camera';
import { FoundMedicines } from './found-medicines';
import { lastChosenMember, MemberChoice, rememberChosenMember } from './member-choice';
import { ProgressBar } from './progress-bar';

type Phase =
  | { kind: 'idle'; failure: UploadFailure | null }
  | { kind: 'uploading'; fileName: string; progress: number }
  | { kind: 'reading'; progress: number }
  | { kind: 'found'; medicines: FoundMedicine[]; named: Member | null }
  | { kind: 'processing'; named?: Member | null };

const IDLE: Phase = { kind: 'idle', failure: null };

function UploadFlow(props: {
  members: readonly Member[];
  defaultMemberId: string;
  onClose: () => void;
}) {
  const { members } = props;
  // The parent passes a new function on every render; the 3 s timer must not restart with it.
  const onCloseRef = useRef(props.onClose);
  useEffect(() => {
    onCloseRef.current = props.onClose;
  }, [props.onClose]);
  const queryClient = useQueryClient();
  const camera = useCamera();
  const fileInput = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>(IDLE);
  const [chosenMemberId, setMemberId] = useState('');
  // The family list may arrive after the sheet opened: until a choice, the default applies.
  const memberId = chosenMemberId || props.defaultMemberId;
  const accountId = useAuthUser()?.id;
  /** A choice made on this screen: kept for the next upload. */
  const choose = (id: string) => {
    setMemberId(id);
    rememberChosenMember(accountId, id);
  };
  /** The saved prescription, what was read from it and whose it is now. */
  const savedRef = useRef<{ id: string; text: PrescriptionTextInput; memberId: string } | null>(
    null,
  );
  const abort = useRef<AbortController | null>(null);
  const { t } = useLingui();
  const support = cameraSupport();
  const cameraLabel = cameraButtonLabel(support);
  const cameraUsable = support.isSecureContext && support.hasGetUserMedia;
  const member = members.find((m) => m.id === memberId) ?? null;

  // Spec §4: processing lasts 3 s, then the sheet closes with the success toast; closing the
  // sheet sooner still confirms the upload, which has already succeeded.
  const pendingSuccess = useRef<ReturnType<typeof uploadSuccessText> | null>(null);
  useEffect(() => {
    if (phase.kind !== 'processing') return;
    const timer = setTimeout(() => onCloseRef.current(), PROCESSING_MS);
    return () => clearTimeout(timer);
  }, [phase.kind]);
  useEffect(
    () => () => {
      abort.current?.abort();
      if (pendingSuccess.current) toast(pendingSuccess.current);
    },
    [],
  );

  const timeZone = useAccount().data?.user.timeZone || DEFAULT_TIME_ZONE;
  const today = useClockValue((at) => localDay(at, timeZone));
  const addFound = useAddFoundMedicines(() => {
    // The added medicines' toast replaces "Prescription uploaded".
    pendingSuccess.current = null;
    onCloseRef.current();
  });

  /**
   * PRODUCT §4: the uploaded file is read on the phone (ADR 036); the medicines it names are
   * offered. A page with none, or a reading that fails, ends as a plain upload does.
   */
  const read = (saved: Prescription, file: File, signal: AbortSignal) => {
    setPhase({ kind: 'reading', progress: 0 });
    import('./ocr/read-file')
      .then(({ readPrescriptionFile }) =>
        readPrescriptionFile(file, saved.mimeType, signal, (progress) => {
          if (!signal.aborted) setPhase({ kind: 'reading', progress });
        }),
      )
      .then((text) => {
        // The member the prescription names is whose it is, unless none or two are.
        const named = memberNamedIn(text.text, members);
        const moveTo = named && named.id !== saved.memberId ? named.id : undefined;
        return saveReading(saved.id, moveTo ? { ...text, memberId: moveTo } : text).then(
          (reading) => ({ reading, named, text }),
        );
      })
      .then(({ reading, named, text }) => {
        if (signal.aborted) return;
        void queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
        savedRef.current = { id: saved.id, text, memberId: reading.prescription.memberId };
        if (named) {
          setMemberId(named.id);
          pendingSuccess.current = uploadSuccessText(named);
        }
        setPhase(
          reading.medicines.length > 0
            ? { kind: 'found', medicines: reading.medicines, named }
            : { kind: 'processing', named },
        );
      })
      .catch(() => {
        if (!signal.aborted) setPhase({ kind: 'processing' });
      });
  };

  const upload = (file: File) => {
    if (file.size > PRESCRIPTION_MAX_BYTES) {
      setPhase({ kind: 'idle', failure: uploadFailure(new Error(PRESCRIPTION_MESSAGES.tooLarge)) });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'uploading', fileName: file.name, progress: 0 });
    uploadPrescription({
      file,
      fileName: file.name,
      memberId: memberId || undefined,
      signal: controller.signal,
      onProgress: (progress) => setPhase({ kind: 'uploading', fileName: file.name, progress }),
    })
      .then((saved) => {
        void queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
        pendingSuccess.current = uploadSuccessText(member);
        read(saved, file, controller.signal);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        abort.current = null;
        setPhase({ kind: 'idle', failure: uploadFailure(error) });
      });
  };

  if (phase.kind === 'uploading') {
    const percent = progressPercent(phase.progress);
    const { fileName } = phase;
    return (
      <div className="space-y-3 py-4" role="status">
        <p className="text-sm font-medium wrap-anywhere text-slate-800">
          <Trans>
            Uploading {fileName}… {percent}%
          </Trans>
        </p>
        <ProgressBar percent={percent} label={t`Upload progress`} />
      </div>
    );
  }

  if (phase.kind === 'reading') {
    const percent = progressPercent(phase.progress);
    return (
      <div className="space-y-3 py-4">
        <div role="status" className="flex items-center gap-3">
          <Spinner className="size-5 text-brand-700" />
          <p className="font-medium text-slate-800">
            <Trans>Reading your prescription… {percent}%</Trans>
          </p>
        </div>
        <ProgressBar percent={percent} label={t`Reading progress`} />
        <p className="text-sm text-slate-600">
          <Trans>
            It is read on this phone and stays private. The first time takes longer: the reader is
            downloaded once.
          </Trans>
        </p>
        <Button variant="outline" className="w-full" onClick={() => onCloseRef.current()}>
          <Trans>Skip reading</Trans>
        </Button>
      </div>
    );
  }

  if (phase.kind === 'found') {
    // A member chosen after reading: the prescription goes with the medicines to that member.
    const add = (bodies: Parameters<typeof addFound.mutate>[0]) => {
      const read = savedRef.current;
      const move =
        read && read.memberId !== memberId
          ? saveReading(read.id, { ...read.text, memberId }).catch(() => undefined)
          : Promise.resolve();
      void move.then(() => addFound.mutate(bodies));
    };
    return (
      <div className="space-y-4">
        <MemberChoice members={members} value={memberId} onChange={choose} named={phase.named} />
        <FoundMedicines
          medicines={phase.medicines}
          memberId={memberId}
          memberName={member && !member.isSelf ? member.name : null}
          today={today}
          adding={addFound.isPending}
          onAdd={add}
          onSkip={() => onCloseRef.current()}
        />
      </div>
    );
  }

  if (phase.kind === 'processing') {
    const name = phase.named?.name ?? '';
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <Spinner className="size-8 text-brand-700" />
        <p className="font-medium text-slate-800">
          <Trans>Processing your prescription…</Trans>
        </p>
        {phase.named ? (
          <p className="text-sm wrap-anywhere text-slate-600">
            <Trans>{name} is named on this prescription</Trans>
          </p>
        ) : null}
      </div>
    );
  }

  if (camera.state === 'live') {
    return (
      <CameraView
        attachVideo={camera.attachVideo}
        onCancel={camera.stop}
        onCapture={() => {
          camera
            .capture()
            .then(upload)
            .catch((error: unknown) => setPhase({ kind: 'idle', failure: uploadFailure(error) }));
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      <MemberChoice members={members} value={memberId} onChange={choose} />
      {phase.failure ? (
        <div
          role="alert"
          className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200"
        >
          <p className="font-semibold">{phase.failure.message}</p>
          {phase.failure.reason ? <p className="mt-1">{phase.failure.reason}</p> : null}
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <ChoiceButton
          icon={Camera}
          label={camera.state === 'starting' ? t`Starting camera…` : cameraLabel}
          detail={t`Use the back camera`}
          disabled={!cameraUsable || camera.state === 'starting'}
          onClick={() => void camera.start()}
        />
        <ChoiceButton
          icon={FileUp}
          label={t`Choose File`}
          detail={t`Photo or PDF`}
          onClick={() => fileInput.current?.click()}
        />
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/*,application/pdf"
        className="hidden"
        aria-label={t`Choose a prescription file`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) upload(file);
        }}
      />
      <p className="text-sm text-slate-600">
        <Trans>JPEG, PNG, WebP or PDF, up to 10 MB. Only you can see it.</Trans>
      </p>
    </div>
  );
}

export interface PrescriptionUploadSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member the page is showing; the self member otherwise. */
  memberId?: string | null;
}

/** Spec §2 "Prescription upload sheet", titled Medicine Reminder; loaded when first opened. */
export default function PrescriptionUploadSheet(props: PrescriptionUploadSheetProps) {
  const { open, onOpenChange } = props;
  const members = useFamilyMembers({ silentErrors: true }).data ?? [];
  const self = members.find((m) => m.isSelf);
  const accountId = useAuthUser()?.id;
  const { t } = useLingui();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t`Medicine Reminder`}
      description={t`Keep a photo or PDF of the prescription with the medicines.`}
    >
      <div className="max-h-[75dvh] overflow-y-auto">
        <UploadFlow
          members={members}
          defaultMemberId={props.memberId ?? lastChosenMember(accountId, members) ?? self?.id ?? ''}
          onClose={() => onOpenChange(false)}
        />
      </div>
    </Sheet>
  );
}
