import { Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { logout, useAuthUser } from '@web/session/auth-store';
import { useAccount } from '@web/session/queries';
import { UserHeader } from '@web/session/user-header';
import { isDemo } from '@web/demo/flag';
import { lazy } from '@web/lib/lazy';
import { APP_VERSION } from '@web/lib/version';
import { WhenPageShown } from '@web/lib/when-page-shown';
import { AccountSection } from './account-section';
import { PasswordSection } from './password-section';
import { SessionsList } from './sessions-list';
import { SubscriptionStatus } from './subscription-status';

// Below the first screen: its code and icons load once the page has shown, outside Profile's
// first load (which it would grow by ~1 KB gzip).
const PrivacyHelpLinks = lazy(() => import('./privacy-help-links'));
// Demo mode (ADR 038): what the demo is and Exit demo, instead of signing out.
const DemoCard = lazy(() => import('@web/demo/demo-card'));
// The payment history and its receipts, below the first screen too (ADR 031).
const PaymentHistory = lazy(() => import('@web/features/premium/payment-history'));
// ADR 037: the members this account helps care for (nothing when none).
const CaringForSection = lazy(() => import('@web/features/caregivers/caring-for-section'));

export default function ProfilePage() {
  const user = useAuthUser();
  const account = useAccount();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const demo = isDemo();
  const details = account.data?.user;

  return (
    <div className="space-y-5 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))]">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Profile</Trans>
      </h1>
      <UserHeader user={user} />
      {demo ? (
        <Suspense fallback={null}>
          <DemoCard />
        </Suspense>
      ) : null}
      <SubscriptionStatus />
      <WhenPageShown fallback={null}>
        <CaringForSection />
      </WhenPageShown>

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

      <WhenPageShown
        fallback={
          <div aria-hidden="true" className="h-24 rounded-2xl bg-white ring-1 ring-slate-200" />
        }
      >
        <PaymentHistory />
      </WhenPageShown>

      <WhenPageShown
        fallback={
          <div
            aria-hidden="true"
            className="h-[241px] rounded-2xl bg-white ring-1 ring-slate-200"
          />
        }
      >
        <PrivacyHelpLinks />
      </WhenPageShown>

      {demo ? null : (
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
      )}
      <p className="pb-2 text-center text-sm text-slate-600">
        <Trans>Version {APP_VERSION}</Trans>
      </p>
    </div>
  );
}
