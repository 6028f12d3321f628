import { Plural, Trans } from '@lingui/react/macro';
import { Check, Circle } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from './credential-rules';

export interface PasswordRulesProps {
  id: string;
  password: string;
  /** At sign-up (and for a new password) the all-good line is shown too (spec §5). */
  showAllGood: boolean;
}

/** Spec §5: the live password indicator. */
export function PasswordRules({ id, password, showAllGood }: PasswordRulesProps) {
  const longEnough = password.length >= PASSWORD_MIN_LENGTH;
  return (
    <div id={id} className="space-y-1 text-sm" aria-live="polite">
      <p
        className={`flex items-center gap-1.5 ${longEnough ? 'text-emerald-700' : 'text-slate-600'}`}
      >
        {longEnough ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Circle className="size-4" aria-hidden="true" />
        )}
        <Plural
          value={PASSWORD_MIN_LENGTH}
          one="At least # character"
          other="At least # characters"
        />
      </p>
      {showAllGood && longEnough ? (
        <p className="font-medium text-emerald-700">
          <Trans>Password meets all requirements ✓</Trans>
        </p>
      ) : null}
    </div>
  );
}
