import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast-store';
import { formatNumber } from '@web/lib/number-format';
import { downloadExport, type ExportProgress } from './download-export';

/** "Export all my data": one ZIP, with how far it has come while it downloads. */
export function ExportCard() {
  const { t } = useLingui();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const exporter = useMutation({
    mutationFn: () => downloadExport(setProgress),
    onSuccess: () =>
      toast({
        title: t`Export Ready`,
        description: t`Your data has been saved as a ZIP file.`,
      }),
    onSettled: () => setProgress(null),
  });
  const megabytes =
    progress?.phase === 'downloading' ? formatNumber(progress.bytes / 1_048_576, 1) : null;

  return (
    <Card aria-labelledby="export-title">
      <h2 id="export-title" className="text-lg font-semibold text-slate-900">
        <Trans>Export all my data</Trans>
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">
        <Trans>
          One ZIP file with everything your account holds: family members, medicines and dose
          history, blood pressure, sugar, weight, period and eye records, price searches, and your
          prescription files. It has one JSON file and a spreadsheet (CSV) for each kind of record.
        </Trans>
      </p>
      <Button
        className="mt-4 w-full"
        disabled={exporter.isPending}
        onClick={() => exporter.mutate()}
      >
        {exporter.isPending ? <Spinner /> : <Download className="size-5" aria-hidden="true" />}
        <Trans>Download my data</Trans>
      </Button>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-700">
        {progress?.phase === 'preparing' ? <Trans>Preparing your file…</Trans> : null}
        {megabytes !== null ? <Trans>Downloading… {megabytes} MB received</Trans> : null}
      </p>
    </Card>
  );
}
