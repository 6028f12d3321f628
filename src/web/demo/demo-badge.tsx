import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FlaskConical, Mail } from 'lucide-react';
import { Sheet } from '@web/components/ui/sheet';
import { formatDateTime } from '@web/lib/format-date';
import { toast } from '@web/lib/toast-store';
import { DemoControls, DemoExplainer } from './demo-controls';
import { demoOutbox, onDemoEmail } from './host';
import type { DemoEmail } from './protocol';

/** The emails the app would have sent (a password change, say): the demo shows them instead. */
function Outbox({ emails }: { emails: DemoEmail[] }) {
  if (emails.length === 0) return null;
  return (
    <section aria-labelledby="demo-outbox-title" className="space-y-2">
      <h3 id="demo-outbox-title" className="text-sm font-semibold text-slate-600">
        <Trans>Emails the demo would have sent</Trans>
      </h3>
      <ul className="space-y-2">
        {[...emails].reverse().map((email) => (
          <li key={`${email.at} ${email.subject}`} className="rounded-xl p-3 ring-1 ring-slate-200">
            <details>
              <summary className="cursor-pointer text-sm font-medium text-slate-900">
                {email.subject}
              </summary>
              <p className="mt-1 text-xs text-slate-600">
                {email.to} · {formatDateTime(email.at)}
              </p>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{email.text}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The shell's "Demo" badge (ADR 038): what the demo is, its outbox, and the way out. */
export default function DemoBadge() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [emails, setEmails] = useState<DemoEmail[]>([]);

  useEffect(() => {
    let cancelled = false;
    void demoOutbox().then((list) => {
      if (!cancelled) setEmails(list);
    });
    const stop = onDemoEmail((email) => {
      setEmails((list) => [...list, email]);
      toast({
        title: t`Email in the demo`,
        description: t`"${email.subject}" would have gone to ${email.to}. Open the Demo badge to read it.`,
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [t]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="fixed top-0 left-1/2 z-40 flex min-h-6 min-w-20 -translate-x-1/2 items-center justify-center gap-1 rounded-b-lg bg-amber-300 px-3 pt-[env(safe-area-inset-top)] text-[11px] leading-none font-bold tracking-wide text-amber-950 uppercase shadow-sm"
      >
        <FlaskConical className="size-3" aria-hidden="true" />
        <Trans>Demo</Trans>
        {emails.length > 0 ? <Mail className="size-3" aria-label={t`Emails`} /> : null}
      </button>
      <Sheet open={open} onOpenChange={setOpen} title={t`Demo mode`}>
        <div className="-mx-5 max-h-[calc(85dvh-6rem)] space-y-4 overflow-y-auto px-5 pb-1">
          <DemoExplainer />
          <Outbox emails={emails} />
          <DemoControls />
        </div>
      </Sheet>
    </>
  );
}
