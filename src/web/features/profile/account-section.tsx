import { useRef, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Account } from '@core/contract/auth';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { formatCalendarDate } from '@web/lib/format-date';
import { lazyForm, useFormToggle } from './lazy-form';
import { LANGUAGE_NAMES } from './language-names';
import { describeTimeZone } from './time-zones';

const accountForm = lazyForm(() => import('./account-form').then((m) => m.AccountForm));

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/** The account details, read-only until "Edit details" loads the form. */
export function AccountSection({ account }: { account: Account }) {
  const button = useRef<HTMLButtonElement>(null);
  const editor = useFormToggle(button);
  const { i18n, t } = useLingui();
  const languageName = LANGUAGE_NAMES[account.language];

  return (
    <Card aria-labelledby="account-title">
      <h2 id="account-title" className="text-lg font-semibold text-slate-900">
        {t`Account details`}
      </h2>
      {editor.open ? (
        <accountForm.Form account={account} onClose={editor.close} />
      ) : (
        <>
          <dl className="mt-2 divide-y divide-slate-200">
            <Detail label={t`Username`}>{account.username}</Detail>
            <Detail label={t`Email`}>{account.email}</Detail>
            <Detail label={t`Date of birth`}>
              {account.dateOfBirth ? formatCalendarDate(account.dateOfBirth) : t`Not added`}
            </Detail>
            <Detail label={t`Time zone`}>
              {describeTimeZone(i18n, account.timeZone || 'Asia/Kolkata')}
            </Detail>
            <Detail label={t`Language`}>
              {account.language === DEFAULT_LANGUAGE ? (
                languageName
              ) : (
                <span lang={account.language}>{languageName}</span>
              )}
            </Detail>
          </dl>
          <Button
            ref={button}
            variant="outline"
            className="mt-3 w-full"
            onPointerEnter={accountForm.prefetch}
            onFocus={accountForm.prefetch}
            onClick={editor.show}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t`Edit details`}
          </Button>
        </>
      )}
    </Card>
  );
}
