import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { passwordProblem } from '@core/passwords/password-rule';
import { toast } from '@web/lib/toast-store';

/*
 * A new password is checked against the server's whole rule (core/passwords), list of
 * common passwords included, before it is sent. This chunk holds the list (~35 KB gzip): the
 * checklist loads it once a new password is long enough, never in a page's first load.
 */

/** The sign-up form's toast for a password the list refuses (Enter on the disabled form). */
export function commonPasswordToast(): void {
  toast({
    variant: 'destructive',
    title: t`Invalid Password`,
    description: t`This password is too common and easy to guess. Please choose a less common one.`,
  });
}

export interface PasswordVerdictProps {
  password: string;
  /** Told whether the list refuses the password. */
  onCommonChange?: (common: boolean) => void;
}

/** "Too common" or spec §5's all-good line, for a password of an allowed length. */
export default function PasswordVerdict({ password, onCommonChange }: PasswordVerdictProps) {
  const problem = passwordProblem(password);
  const common = problem === 'common';
  useEffect(() => {
    onCommonChange?.(common);
  }, [common, onCommonChange]);
  // A form that unmounts the checklist (the field emptied) starts again from "not refused".
  useEffect(() => () => onCommonChange?.(false), [onCommonChange]);
  if (common) {
    return (
      <p className="flex items-start gap-1.5 font-medium text-red-700">
        <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <Trans>
            This password is too common and easy to guess. Please choose a less common one.
          </Trans>
        </span>
      </p>
    );
  }
  return problem === null ? (
    <p className="font-medium text-emerald-700">
      <Trans>Password meets all requirements ✓</Trans>
    </p>
  ) : null;
}
