import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { AuthHeader } from './auth-header';

/** The frame of the signed-out password pages: brand band and one card. */
export function AuthPageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <AuthHeader />
      <main className="mx-auto -mt-8 w-full max-w-[480px] px-4 pb-10">
        <Card aria-labelledby="auth-page-title" className="p-6">
          <h2 id="auth-page-title" className="text-2xl font-bold text-slate-900">
            {title}
          </h2>
          {intro ? (
            <p className="mt-1 mb-5 text-sm text-slate-600">{intro}</p>
          ) : (
            <div className="mb-4" />
          )}
          {children}
        </Card>
      </main>
    </div>
  );
}
