import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

export const controlClasses =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-base text-slate-900 placeholder:text-slate-500 transition-colors focus:border-brand-700 focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-brand-700/40 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/30 disabled:bg-slate-100';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ...props }: InputProps) {
  return <input className={cn(controlClasses, className)} {...props} />;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ className, ...props }: SelectProps) {
  return <select className={cn(controlClasses, 'pr-8', className)} {...props} />;
}
