import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, HeartHandshake } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '@web/components/ui/card';
import { delayText } from './caregiver-texts';
import { useCaringFor } from './queries';

/**
 * Profile's "People you care for" (ADR 037): the members other accounts asked this one to help
 * care for, each opening its read-only day. Nothing when there are none.
 */
export default function CaringForSection() {
  const list = useCaringFor();
  const { i18n } = useLingui();
  if (!list.data || list.data.length === 0) return null;
  return (
    <Card aria-labelledby="caring-for-title" className="p-4">
      <h2 id="caring-for-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <HeartHandshake className="size-5 text-brand-700" aria-hidden="true" />
        <Trans>People you care for</Trans>
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {list.data.map((c) => (
          <li key={c.id}>
            <Link
              href={`/care/${encodeURIComponent(c.id)}`}
              className="flex min-h-11 items-center gap-3 py-3 hover:bg-slate-50"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium wrap-anywhere text-slate-900">
                  {c.memberName}
                </span>
                <span className="block text-sm text-slate-600">
                  <Trans>
                    With {c.ownerName} · alerts {delayText(i18n, c.delayMinutes)} after a dose
                  </Trans>
                </span>
              </span>
              <ChevronRight className="size-5 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
