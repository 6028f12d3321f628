import type { Camera } from 'lucide-react';

/** One of the upload sheet's two big choices: the camera or a file. */
export function ChoiceButton(props: {
  icon: typeof Camera;
  label: string;
  detail: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const { icon: Icon } = props;
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      className="flex min-h-28 flex-col items-center justify-center gap-1.5 rounded-2xl p-3 text-center ring-1 ring-slate-200 hover:bg-slate-50 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="text-sm leading-tight font-semibold">{props.label}</span>
      <span className="text-xs text-slate-600">{props.detail}</span>
    </button>
  );
}
