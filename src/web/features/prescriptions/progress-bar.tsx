/** A determinate progress bar: the upload's bytes, then the reading of the prescription. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-brand-700 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
