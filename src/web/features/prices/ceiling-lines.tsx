import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Landmark } from 'lucide-react';
import { PHARMA_JAN_SAMADHAN_URL, type CeilingPrice } from '@core/contract/prices';
import { cn } from '@web/lib/cn';
import { ceilingText } from './ceiling-texts';

/** The NPPA ceiling lines of a price card: per unit, then for the packs the card names. */
export function CeilingBlock({ lines, packLines }: { lines: string[]; packLines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="mt-3 rounded-xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
      <ul className="space-y-1">
        {lines.map((line) => (
          <li key={line} className="flex gap-2 font-medium text-amber-950">
            <Landmark className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      {packLines.map((line) => (
        <p key={line} className="mt-1 pl-6 text-slate-800">
          {line}
        </p>
      ))}
      <p className="mt-1 pl-6 text-xs text-slate-700">
        <Trans>
          The legal maximum under the Drugs (Prices Control) Order 2013, for every brand.
        </Trans>
      </p>
    </div>
  );
}

/** Under a pharmacy price above the ceiling: the NPPA's complaint site, in a new tab. */
export function ComplaintLink() {
  const { t } = useLingui();
  return (
    <a
      href={PHARMA_JAN_SAMADHAN_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`Report it to NPPA on Pharma Jan Samadhan (opens in a new tab)`}
      className="inline-flex items-center gap-1 text-sm font-semibold text-red-800 underline"
    >
      <Trans>Report to NPPA: Pharma Jan Samadhan</Trans>
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
    </a>
  );
}

/**
 * A medicine's ceilings on /medications and the family member page, loaded after the page (lazy):
 * the data is already in the medicines' answer.
 */
export default function MedicineCeilings({
  ceilings,
  className,
}: {
  ceilings: CeilingPrice[];
  className?: string;
}) {
  if (ceilings.length === 0) return null;
  return (
    <ul className={cn('space-y-0.5', className)}>
      {ceilings.slice(0, 2).map((c) => (
        <li key={c.slNo} className="flex gap-1.5 text-xs text-amber-950">
          <Landmark className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>{ceilingText(c)}</span>
        </li>
      ))}
    </ul>
  );
}
