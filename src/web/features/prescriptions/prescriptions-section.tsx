import { useEffect, useState } from 'react';
import { ExternalLink, FileText, Search, Trash2, Upload } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '@core/contract/family';
import type { Prescription } from '@core/contract/prescriptions';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useApiFileUrl } from '@web/lib/api-file-url';
import { usePrescriptions } from './queries';
import { uploadedOn } from './uploaded-on';

/** `src`: the photo's address (useApiFileUrl), the same as the row's link. */
function Thumbnail({ p, src }: { p: Prescription; src: string | undefined }) {
  if (p.mimeType === 'application/pdf') {
    return (
      <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-700">
        <FileText className="size-7" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={64}
      height={64}
      className="size-16 shrink-0 rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
    />
  );
}

function Row(props: {
  p: Prescription;
  memberName: string | null;
  timeZone: string;
  onDelete: () => void;
}) {
  const { p, memberName } = props;
  const { t } = useLingui();
  const date = uploadedOn(p.createdAt, props.timeZone);
  const pdf = p.mimeType === 'application/pdf';
  const href = useApiFileUrl(pdf ? `${p.fileUrl}?inline=1` : p.fileUrl);
  const kind = pdf ? 'PDF' : t`Photo`;
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl"
        aria-label={
          pdf ? t`Open the pdf of ${date} in a new tab` : t`Open the photo of ${date} in a new tab`
        }
      >
        <Thumbnail p={p} src={href} />
        <span className="min-w-0">
          <span className="block font-medium text-slate-900">{date}</span>
          <span className="block truncate text-sm text-slate-600">
            {[kind, memberName].filter(Boolean).join(' · ')}
          </span>
          {p.excerpt ? (
            <span className="line-clamp-2 text-sm wrap-anywhere text-slate-700">{p.excerpt}</span>
          ) : null}
          <span className="mt-0.5 inline-flex items-center gap-1 text-sm font-medium text-brand-800">
            <Trans>Open</Trans> <ExternalLink className="size-3.5" aria-hidden="true" />
          </span>
        </span>
      </a>
      <Button
        variant="ghost"
        size="icon"
        className="text-red-700 hover:bg-red-50"
        aria-label={t`Delete the prescription of ${date}`}
        onClick={props.onDelete}
      >
        <Trash2 className="size-5" aria-hidden="true" />
      </Button>
    </li>
  );
}

const SEARCH_DELAY_MS = 300;

/** /medications: the shown member's prescriptions, newest first (PRODUCT §4). */
export default function PrescriptionsSection(props: {
  memberId: string | null;
  members: readonly Member[];
  timeZone: string;
  onUpload: () => void;
  onUploadIntent: () => void;
  onDelete: (p: Prescription) => void;
}) {
  const { memberId, members } = props;
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // One request when the typing stops, not one a letter.
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = usePrescriptions(memberId, q);
  const nameOf = (id: string) =>
    memberId === null && members.length > 1
      ? (members.find((m) => m.id === id)?.name ?? null)
      : null;

  return (
    <section aria-labelledby="rx-title" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="rx-title" className="text-lg font-semibold text-slate-900">
          <Trans>Prescriptions</Trans>
        </h2>
        <Button
          variant="secondary"
          onClick={props.onUpload}
          onPointerEnter={props.onUploadIntent}
          onFocus={props.onUploadIntent}
        >
          <Upload className="size-4" aria-hidden="true" />
          <Trans>Upload</Trans>
        </Button>
      </div>
      {typed !== '' || (list.data?.length ?? 0) > 0 ? (
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            maxLength={100}
            placeholder={t`Search the prescriptions' text`}
            aria-label={t`Search prescriptions by medicine or file name`}
            className="pl-9"
          />
        </div>
      ) : null}
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> <Trans>Loading prescriptions…</Trans>
        </p>
      ) : list.isError ? (
        <div
          role="alert"
          className="rounded-2xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200"
        >
          <p>
            <Trans>Prescriptions could not be loaded.</Trans>
          </p>
          <Button variant="outline" className="mt-2" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : list.data.length === 0 && q !== '' ? (
        <p
          role="status"
          className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200"
        >
          <Trans>No prescription mentions “{q}”.</Trans>
        </p>
      ) : list.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
          <Trans>No prescriptions yet. Upload a photo or PDF to keep it with the medicines.</Trans>
        </p>
      ) : (
        <ul className="space-y-2">
          {list.data.map((p) => (
            <Row
              key={p.id}
              p={p}
              memberName={nameOf(p.memberId)}
              timeZone={props.timeZone}
              onDelete={() => props.onDelete(p)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
