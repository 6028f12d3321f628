import { HeartHandshake } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { useAuthUser } from '@web/features/auth/auth-store';
import { UserHeader } from '@web/features/auth/user-header';
import { InstallCard } from '@web/features/install/install-card';
import { greetingFor } from './greeting';

/** Spec §2: Home. Its cards (progress, quick actions, prices, activity) come with their issues. */
export default function HomePage() {
  const user = useAuthUser();
  if (!user) return null;

  return (
    <div className="space-y-5 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))]">
      <header className="flex items-center gap-3">
        <img src="/icon.svg" alt="" width="40" height="40" className="size-10 rounded-xl" />
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-slate-900">MedMitra</h1>
          <p className="truncate text-sm text-slate-600">
            {greetingFor(new Date().getHours())}, {user.username}
          </p>
        </div>
      </header>

      <UserHeader user={user} />

      <Card aria-labelledby="home-intro-title" className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <HeartHandshake className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 id="home-intro-title" className="font-semibold text-slate-900">
            Your family&apos;s health, in one place
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Medicines, blood pressure, sugar, periods, weight and eye sight for everyone at home.
          </p>
        </div>
      </Card>

      <InstallCard />
    </div>
  );
}
