import { Trans, useLingui } from '@lingui/react/macro';
import { BoxDialog, DialogButtons } from '@web/components/ui/dialog';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { controlClasses, Input, Select } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';

/** Page n of a list, with previous and next. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-between gap-2" aria-label={t`Pages`}>
      <Button
        variant="outline"
        size="icon"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t`Previous page`}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </Button>
      <p className="text-sm text-slate-700">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </p>
      <Button
        variant="outline"
        size="icon"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t`Next page`}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** A status word in a coloured pill. */
/** A list's filter: a labelled select; a new choice starts the list again from its first page. */
export function ListFilter({
  label,
  value,
  onChange,
  children,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </div>
  );
}

export function Pill({
  tone,
  children,
}: {
  tone: 'green' | 'red' | 'amber' | 'slate';
  children: ReactNode;
}) {
  const tones = {
    green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    red: 'bg-red-50 text-red-800 ring-red-200',
    amber: 'bg-amber-50 text-amber-900 ring-amber-200',
    slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  };
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

export function Loading() {
  const { t } = useLingui();
  return (
    <div role="status" className="flex justify-center py-8 text-brand-700">
      <Spinner />
      <span className="sr-only">{t`Loading`}</span>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
      {children}
    </p>
  );
}

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Asks how many months too (granting premium). */
  withMonths?: boolean;
  /** Asks no reason (the action explains itself). */
  noReason?: boolean;
  pending: boolean;
  onConfirm: (input: { reason: string; months: number }) => void;
}

/** A change to confirm, with the reason the audit log keeps (and months, for premium). */
export function ActionDialog(props: ActionDialogProps) {
  const { t } = useLingui();
  const reasonId = useId();
  const monthsId = useId();
  const [reason, setReason] = useState('');
  const [months, setMonths] = useState(12);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!props.noReason && (trimmed.length < 3 || trimmed.length > 500)) {
      setError(t`Please give a reason (3 to 500 characters)`);
      return;
    }
    setError(null);
    props.onConfirm({ reason: trimmed, months });
  };
  const onOpenChange = (open: boolean) => {
    if (!open) {
      setReason('');
      setError(null);
    }
    props.onOpenChange(open);
  };
  return (
    <BoxDialog
      open={props.open}
      onOpenChange={onOpenChange}
      motion="none"
      layer="z-40"
      title={props.title}
      description={props.description}
    >
      <form className="mt-4 space-y-4" onSubmit={submit}>
        {props.withMonths ? (
          <Field id={monthsId} label={t`Months`}>
            <select
              id={monthsId}
              className={controlClasses}
              value={months}
              onChange={(e) => setMonths(Number(e.target.value))}
            >
              {[1, 3, 6, 12, 24, 36].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {props.noReason ? null : (
          <Field id={reasonId} label={t`Reason (kept in the audit log)`} error={error}>
            <Input
              id={reasonId}
              value={reason}
              maxLength={500}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${reasonId}-error` : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
        )}
        <DialogButtons>
          <Button
            type="submit"
            variant={props.destructive ? 'destructive' : 'primary'}
            disabled={props.pending}
          >
            {props.pending ? <Spinner className="size-4" /> : null}
            {props.confirmLabel}
          </Button>
        </DialogButtons>
      </form>
    </BoxDialog>
  );
}
