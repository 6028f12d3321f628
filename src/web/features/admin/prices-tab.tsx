import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import {
  PRICE_SHEET_MAX_BYTES,
  type NppaSheetPreview,
  type PharmacySheetPreview,
  type PriceSheetApplied,
  type PriceSheetKind,
  type PriceSheetPreview,
} from '@core/contract/admin';
import { PHARMACY_NAMES, type PharmacyId } from '@core/prices/best-price';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { formatCalendarDate, formatDateTime } from '@web/lib/format-date';
import { formatRupees } from '@web/lib/number-format';
import { toast } from '@web/lib/toast-store';
import { Empty, Pager } from './admin-ui';
import { useAdminChange, usePriceImports } from './queries';

const pharmacyName = (id: string) => PHARMACY_NAMES[id as PharmacyId] ?? id;

interface Sheet {
  fileName: string;
  csv: string;
}

/** A sheet's preview: the file's name over what was read of it. */
function PreviewSection({
  preview,
  children,
}: {
  preview: { fileName: string };
  children: ReactNode;
}) {
  return (
    <section
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      aria-labelledby="preview-title"
    >
      <h3 id="preview-title" className="font-semibold text-slate-900">
        <Trans>Preview of {preview.fileName}</Trans>
      </h3>
      {children}
    </section>
  );
}

function PharmacyPreviewCard({ preview }: { preview: PharmacySheetPreview }) {
  const { t } = useLingui();
  const { rows, valid } = preview;
  const rejected = rows - valid;
  const ignored = preview.ignoredColumns.join(', ');
  return (
    <PreviewSection preview={preview}>
      <p className="text-sm text-slate-800">
        <Trans>
          {rows} rows read: {valid} good, {rejected} rejected.
        </Trans>
      </p>
      {preview.pharmacies.length > 0 ? (
        <ul className="text-sm text-slate-700">
          {preview.pharmacies.map((p) => {
            const name = pharmacyName(p.pharmacy);
            const count = p.rows;
            const from = formatCalendarDate(p.oldestDate);
            const to = formatCalendarDate(p.newestDate);
            return (
              <li key={p.pharmacy}>
                {from === to
                  ? plural(count, {
                      one: `${name}: # price as of ${to}`,
                      other: `${name}: # prices as of ${to}`,
                    })
                  : plural(count, {
                      one: `${name}: # price from ${from} to ${to}`,
                      other: `${name}: # prices from ${from} to ${to}`,
                    })}
              </li>
            );
          })}
        </ul>
      ) : null}
      {preview.rejected.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-red-800">
            <Trans>Rejected rows</Trans>
          </h4>
          <ul className="mt-1 space-y-1 text-sm text-red-800" aria-label={t`Rejected rows`}>
            {preview.rejected.map((r) => {
              const line = r.line;
              const reasons = r.reasons.join('; ');
              return <li key={r.line}>{t`Line ${line}: ${reasons}`}</li>;
            })}
          </ul>
        </div>
      ) : null}
      {preview.ignoredColumns.length > 0 ? (
        <p className="text-sm text-slate-600">{t`Ignored columns: ${ignored}`}</p>
      ) : null}
      {preview.sample.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">
            <Trans>First good rows</Trans>
          </h4>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {preview.sample.map((s) => (
              <li key={`${s.pharmacy}-${s.medicineName}-${s.pack}`}>
                {pharmacyName(s.pharmacy)} · {s.medicineName}
                {s.pack ? ` (${s.pack})` : ''} · {formatRupees(s.price)} ·{' '}
                {formatCalendarDate(s.priceDate)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </PreviewSection>
  );
}

/** An NPPA export's dry run: its date, rows read and parsed, and every refused row with why. */
function NppaPreviewCard({ preview }: { preview: NppaSheetPreview }) {
  const { t } = useLingui();
  const { read, parsed } = preview;
  const refused = read - parsed;
  const date = preview.exportDate ? formatCalendarDate(preview.exportDate) : null;
  return (
    <PreviewSection preview={preview}>
      <p className="text-sm text-slate-800">
        {date ? t`NPPA export dated ${date}.` : t`The export has no date.`}{' '}
        <Trans>
          {read} rows read: {parsed} ceiling prices, {refused} refused. They replace the whole list
          in force.
        </Trans>
      </p>
      {preview.refused.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-red-800">
            <Trans>Refused rows</Trans>
          </h4>
          <ul className="mt-1 space-y-1 text-sm text-red-800" aria-label={t`Refused rows`}>
            {preview.refused.map((r) => {
              const row = r.row;
              const reason = r.reason;
              return <li key={r.line}>{t`SL No ${row}: ${reason}`}</li>;
            })}
          </ul>
        </div>
      ) : null}
    </PreviewSection>
  );
}

const goodRows = (preview: PriceSheetPreview) =>
  preview.kind === 'nppa-ceilings' ? preview.parsed : preview.valid;

/**
 * Pharmacy prices while the server runs: a CSV (docs/prices-import.md) checked row by row, the
 * preview with every rejected row and why, then applied in one go with where it came from.
 */
export function PricesTab() {
  const { t } = useLingui();
  const fileId = useId();
  const sourceId = useId();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [source, setSource] = useState('');
  const [sourceError, setSourceError] = useState<string | null>(null);
  const [kind, setKind] = useState<PriceSheetKind>('pharmacy-prices');
  const [page, setPage] = useState(1);
  const imports = usePriceImports(page);
  const preview = useAdminChange<Sheet, PriceSheetPreview>(
    () => '/price-sheets/preview',
    (s) => ({ kind, ...s }),
  );
  const apply = useAdminChange<Sheet & { source: string }, PriceSheetApplied>(
    () => '/price-sheets',
    (s) => ({ kind, ...s }),
  );

  const chooseKind = (next: PriceSheetKind) => {
    preview.reset();
    apply.reset();
    setSheet(null);
    setKind(next);
  };

  const choose = async (file: File | undefined) => {
    preview.reset();
    apply.reset();
    setSheet(null);
    if (!file) return;
    if (file.size > PRICE_SHEET_MAX_BYTES) {
      setFileError(t`The file is larger than 4 MB: split it into smaller sheets.`);
      return;
    }
    setFileError(null);
    const next = { fileName: file.name, csv: await file.text() };
    setSheet(next);
    preview.mutate(next);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!sheet) return;
    const trimmed = source.trim();
    if (trimmed.length < 3 || trimmed.length > 200) {
      setSourceError(t`Please say where these prices come from (3 to 200 characters)`);
      return;
    }
    setSourceError(null);
    apply.mutate(
      { ...sheet, source: trimmed },
      {
        onSuccess: (done) => {
          if (done.kind === 'nppa-ceilings') {
            const parsed = done.parsed;
            toast({
              title: t`NPPA ceiling prices replaced`,
              description: t`${parsed} ceiling prices in force.`,
            });
          } else {
            const imported = done.imported;
            toast({ title: t`Price sheet applied`, description: t`${imported} prices saved.` });
          }
          setSheet(null);
          setSource('');
          preview.reset();
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <section
        className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
        aria-labelledby="upload-title"
      >
        <h2 id="upload-title" className="font-semibold text-slate-900">
          <Trans>Upload prices</Trans>
        </h2>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-slate-800">
            <Trans>Kind of file</Trans>
          </legend>
          {(
            [
              ['pharmacy-prices', t`Pharmacy price sheet`],
              ['nppa-ceilings', t`NPPA ceiling-price export`],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="sheet-kind"
                value={value}
                checked={kind === value}
                className="size-4 accent-brand-700"
                onChange={() => chooseKind(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-slate-600">
          {kind === 'nppa-ceilings' ? (
            <Trans>
              The NPPA &quot;All Drugs Ceiling Prices&quot; export, in the format of the one
              shipped. It replaces the whole ceiling list; an export older than the list in force is
              refused.
            </Trans>
          ) : (
            <Trans>
              A CSV file with the columns pharmacy, medicine_name, price and price_date (pack,
              in_stock and source_url optional). Every row is checked before anything is saved.
            </Trans>
          )}
        </p>
        <Field id={fileId} label={t`Price sheet (CSV)`} error={fileError}>
          <input
            key={kind}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </Field>
        {preview.isPending ? <Spinner className="text-brand-700" /> : null}
      </section>

      {preview.data?.kind === 'nppa-ceilings' ? <NppaPreviewCard preview={preview.data} /> : null}
      {preview.data?.kind === 'pharmacy-prices' ? (
        <PharmacyPreviewCard preview={preview.data} />
      ) : null}

      {preview.data && goodRows(preview.data) > 0 && sheet ? (
        <form
          className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
          onSubmit={submit}
        >
          <Field
            id={sourceId}
            label={t`Where these prices come from`}
            hint={t`For example: read from the pharmacies' websites on 20 Nov`}
            error={sourceError}
          >
            <Input
              id={sourceId}
              value={source}
              maxLength={200}
              aria-invalid={sourceError ? true : undefined}
              onChange={(e) => setSource(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={apply.isPending} className="w-full">
            {apply.isPending ? <Spinner className="size-4" /> : null}
            {preview.data.kind === 'nppa-ceilings' ? (
              <Trans>Replace the ceiling list with {preview.data.parsed} prices</Trans>
            ) : (
              <Trans>Apply {preview.data.valid} good rows</Trans>
            )}
          </Button>
        </form>
      ) : null}

      <section aria-labelledby="imports-title" className="space-y-2">
        <h2 id="imports-title" className="font-semibold text-slate-900">
          <Trans>Imports</Trans>
        </h2>
        {imports.data && imports.data.items.length === 0 ? (
          <Empty>
            <Trans>No price sheet yet.</Trans>
          </Empty>
        ) : (
          <ul className="space-y-2">
            {imports.data?.items.map((i) => {
              const who = i.uploadedBy ?? t`command line`;
              const imported = i.rowsImported;
              const rejected = i.rowsRejected;
              const when = formatDateTime(i.createdAt);
              return (
                <li key={i.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
                  <p className="font-medium break-all text-slate-900">{i.fileName}</p>
                  {i.kind === 'nppa-ceilings' ? (
                    <p className="text-slate-700">{t`NPPA ceiling prices`}</p>
                  ) : null}
                  <p className="text-slate-700">{t`${imported} saved, ${rejected} rejected`}</p>
                  {i.source ? <p className="text-slate-700">{i.source}</p> : null}
                  <p className="text-slate-600">{t`${when} by ${who}`}</p>
                </li>
              );
            })}
          </ul>
        )}
        {imports.data ? (
          <Pager
            page={page}
            pageSize={imports.data.pageSize}
            total={imports.data.total}
            onPage={setPage}
          />
        ) : null}
      </section>
    </div>
  );
}
