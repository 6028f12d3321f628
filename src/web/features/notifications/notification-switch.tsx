import { cn } from '@web/lib/cn';

export interface NotificationSwitchProps {
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy?: string;
}

/** An on/off switch (WAI-ARIA switch pattern): a button, so Space and Enter toggle it. */
export function NotificationSwitch({
  checked,
  disabled,
  onCheckedChange,
  labelledBy,
  describedBy,
}: NotificationSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className="group -m-2 flex shrink-0 items-center p-2 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span
        className={cn(
          'flex h-7 w-12 items-center rounded-full p-0.5 transition-colors',
          checked ? 'bg-brand-700' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'size-6 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </span>
    </button>
  );
}
