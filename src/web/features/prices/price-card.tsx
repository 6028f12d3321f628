import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { BadgeCheck, ExternalLink, PiggyBank } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/format-date';
import {
  noPricesText,
  priceCardModel,
  type GenericModel,
  type PharmacyRow,
  type PriceCardInput,
} from './card-model';
import { CeilingBlock, ComplaintLink } from './ceiling-lines';

function PharmacyLink({ row, prominent }: { row: PharmacyRow; prominent: boolean }) {
  return (
    <a
      href={row.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={row.linkLabel}
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-xl transition-colors',
        prominent
          ? 'bg-emerald-700 text-white hover:bg-emerald-800'
          : 'text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
      )}
    >
      <ExternalLink className="size-5" aria-hidden="true" />
    </a>
  );
}

function Row({ row }: { row: PharmacyRow }) {
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-2.5',
        row.isBest ? 'bg-emerald-50 ring-2 ring-emerald-600' : 'ring-1 ring-slate-200',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 font-medium text-slate-900">
          {row.name}
          {row.isBest ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              <Trans>Cheapest</Trans>
            </span>
          ) : null}
        </p>
        {row.statusText ? (
          <p
            className={cn(
              'text-sm font-medium',
              // A source said it is out of stock; "no price on file" claims nothing (ADR 040).
              row.status === 'outOfStock' ? 'text-red-700' : 'text-slate-600',
            )}
          >
            {row.statusText}
          </p>
        ) : null}
        {row.metaText ? (
          <p className={cn('text-xs', row.stale ? 'font-medium text-amber-800' : 'text-slate-600')}>
            {row.metaText}
          </p>
        ) : null}
        {row.aboveCeilingText ? (
          <div className="mt-1 space-y-0.5">
            <p className="text-sm font-medium text-red-800">{row.aboveCeilingText}</p>
            <ComplaintLink />
          </div>
        ) : null}
      </div>
      <p
        className={cn(
          'shrink-0 text-right tabular-nums',
          row.available ? 'font-semibold text-slate-900' : 'text-slate-500',
        )}
      >
        {row.priceText}
      </p>
      <PharmacyLink row={row} prominent={row.isBest} />
    </li>
  );
}

function Generic({ generic }: { generic: GenericModel }) {
  return (
    <div className="mt-3 rounded-xl bg-sky-50 p-3 text-sm ring-1 ring-sky-100">
      <p className="font-semibold text-sky-950">{generic.text}</p>
      <p className="mt-0.5 text-slate-700">{generic.name}</p>
      <p className="mt-1 text-xs text-slate-600">{generic.attribution}</p>
    </div>
  );
}

export interface PriceCardProps {
  input: PriceCardInput;
  timeZone?: string;
  /** Buttons for the card's header (delete, search again). */
  actions?: ReactNode;
  /** Without its own frame: inside another card (Home), where the room is needed for prices. */
  flat?: boolean;
  className?: string;
}

/** Spec §9: the pharmacy price card, used on Home and /prices. */
export function PriceCard({ input, timeZone, actions, flat, className }: PriceCardProps) {
  // The model is worded in the active language: a switch renders the card again.
  const { t } = useLingui();
  const model = priceCardModel(input);
  const titleId = useId();
  const searched = formatDateTime(input.searchDate, timeZone);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(!flat && 'rounded-2xl bg-white p-4 ring-1 ring-slate-200', className)}
    >
      <header className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold wrap-anywhere text-slate-900">
            {model.title}
          </h3>
          {model.details ? <p className="text-sm text-slate-700">{model.details}</p> : null}
          {model.compositionText ? (
            <p className="text-sm text-slate-700">{model.compositionText}</p>
          ) : null}
          {searched ? <p className="text-xs text-slate-600">{t`Searched ${searched}`}</p> : null}
        </div>
        {actions}
      </header>

      {model.bestText ? (
        <div className="mt-3 rounded-xl bg-emerald-700 px-3 py-2 text-white">
          <p className="font-semibold">{model.bestText}</p>
          {model.savingsText ? (
            <p className="flex items-center gap-1.5 text-sm">
              <PiggyBank className="size-4 shrink-0" aria-hidden="true" />
              <span>
                <strong className="font-semibold">{model.savingsText}</strong>{' '}
                {model.savingsAgainst}
              </span>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-sm font-medium text-slate-800">{noPricesText()}</p>
      )}

      {/* With no pharmacy price the generic is the one price known: it comes first. */}
      {model.generic && model.allUnavailable ? <Generic generic={model.generic} /> : null}
      {model.allUnavailable ? (
        <CeilingBlock lines={model.ceilingLines} packLines={model.ceilingPackLines} />
      ) : null}

      <ul className="mt-3 space-y-2" aria-label={t`Prices for ${model.title}`}>
        {model.rows.map((row) => (
          <Row key={row.pharmacy} row={row} />
        ))}
      </ul>

      {model.generic && !model.allUnavailable ? <Generic generic={model.generic} /> : null}

      {model.allUnavailable ? null : (
        <CeilingBlock lines={model.ceilingLines} packLines={model.ceilingPackLines} />
      )}
    </article>
  );
}
