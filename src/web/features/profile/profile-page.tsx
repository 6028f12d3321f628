import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { logout, useAuthUser } from '@web/features/auth/auth-store';
import { useAccount } from '@web/features/auth/queries';
import { UserHeader } from '@web/features/auth/user-header';
import { APP_VERSION } from '@web/lib/version';
import { AccountSection } from './account-section';
import { PasswordSection } from './password-section';
import { PrivacyHelpLinks } from './privacy-help-links';
import { SessionsList } from './sessions-list';
import { SubscriptionStatus } from './subscription-status';

export default function ProfilePage() {
  const user = useAuthUser();
  const account = useAccount();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const details = account.data?.user;

  return (
    <div className="space-y-5 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))]">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Profile</Trans>
      </h1>
      <UserHeader user={user} />
      <SubscriptionStatus />

      {details ? (
        <>
          <AccountSection account={details} />
          <PasswordSection />
          <SessionsList timeZone={details.timeZone} />
        </>
      ) : account.isFetching ? (
        <div role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <Spinner className="size-4" /> <Trans>Loading your account...</Trans>
        </div>
      ) : (
        <p className="py-6 text-sm text-slate-700">
          <Trans>
            Your account details could not be loaded. Please check your connection and try again.
          </Trans>
        </p>
      )}

      <PrivacyHelpLinks />

      <Button
        variant="outline"
        size="lg"
        className="w-full border-red-200 text-red-700 hover:bg-red-50"
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          void logout();
        }}
      >
        {signingOut ? <Spinner /> : <LogOut className="size-5" aria-hidden="true" />}
        {signingOut ? <Trans>Signing out...</Trans> : <Trans>Sign out</Trans>}
      </Button>
      <p className="pb-2 text-center text-sm text-slate-600">
        <Trans>Version {APP_VERSION}</Trans>
      </p>
    </div>
  );
}
