import { useLingui } from '@lingui/react/macro';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { dismissToast, useToasts } from '@web/lib/toast-store';

/** Spec §9: library default duration 5000 ms, swipe right with threshold 50, F8 hotkey. */
export const TOAST_DURATION = 5000;

const variantClasses = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

export default function Toaster() {
  const toasts = useToasts();
  const { t } = useLingui();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label={t`Notification`}
    >
      {toasts.map(({ id, title, description, action, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-lg',
            'data-[state=open]:animate-[toast-in_200ms_ease-out] data-[state=closed]:animate-[toast-out_150ms_ease-in]',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out]',
            variantClasses[variant],
          )}
        >
          <div className="grid gap-1">
            {title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description
                className={cn(
                  'text-sm',
                  variant === 'destructive' ? 'text-white' : 'text-slate-700',
                )}
              >
                {typeof description === 'string'
                  ? // A line of detail may follow the main text (\n): each its own line.
                    description.split('\n').map((line, i) => (
                      <span key={i} className={i > 0 ? 'mt-1 block' : 'block'}>
                        {line}
                      </span>
                    ))
                  : description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {action}
          <ToastPrimitive.Close
            aria-label={t`Close notification`}
            className={cn(
              'absolute top-1.5 right-1.5 flex size-11 items-center justify-center rounded-xl',
              variant === 'destructive'
                ? 'text-white hover:bg-red-800'
                : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed inset-x-0 top-0 z-[100] mx-auto flex max-h-dvh w-full max-w-[420px] flex-col gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:mx-0" />
    </ToastPrimitive.Provider>
  );
}
