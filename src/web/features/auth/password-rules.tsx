import { Suspense } from 'react';
import { Plural } from '@lingui/react/macro';
import { Check, Circle } from 'lucide-react';
import { lazy } from '@web/lib/lazy';
import { PASSWORD_MIN_LENGTH } from './credential-rules';

// The server's whole rule, with its list of common passwords, is a chunk of its own.
const PasswordVerdict = lazy(() => import('./password-verdict'));

export interface PasswordRulesProps {
  id: string;
  password: string;
  /** At sign-up (and for a new password) the whole rule and the all-good line (spec §5). */
  showAllGood: boolean;
  /** Told whether the list of common passwords refuses the password. */
  onCommonChange?: (common: boolean) => void;
}

/**
 * Spec §5: the live password indicator. Shown once a password is typed, so it is loaded lazily
 * by the sign-in and reset pages (`lazy(() => import('./password-rules'))`), out of their first
 * load, which is within a few bytes of its budget.
 */
export default function PasswordRules({
  id,
  password,
  showAllGood,
  onCommonChange,
}: PasswordRulesProps) {
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
        <Suspense fallback={null}>
          <PasswordVerdict password={password} onCommonChange={onCommonChange} />
        </Suspense>
      ) : null}
    </div>
  );
}
