import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useHydrated } from '@web/lib/use-hydrated';
import { Input, type InputProps } from './input';

/** A password input with a show/hide toggle (spec §2, §4). */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  const hydrated = useHydrated();
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        className={`pr-12 ${className ?? ''}`}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        disabled={!hydrated}
        aria-label={visible ? t`Hide password` : t`Show password`}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-slate-600 hover:text-slate-900"
      >
        {visible ? (
          <EyeOff className="size-5" aria-hidden="true" />
        ) : (
          <Eye className="size-5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
