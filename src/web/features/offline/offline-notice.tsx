import { CloudOff } from 'lucide-react';
import { useLingui } from '@web/lib/i18n/react';
import { OFFLINE_TEXT } from '@web/lib/offline-texts';

/** The offline banner's text: its own chunk (precached), loaded the first time the device is offline. */
export default function OfflineNotice() {
  const { i18n } = useLingui();
  return (
    <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 ring-1 ring-amber-200">
      <CloudOff className="size-4 shrink-0" aria-hidden="true" />
      {i18n._(OFFLINE_TEXT.banner)}
    </p>
  );
}
