import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { paymentErrorText } from './payment-texts';

/**
 * An order page (/payment-success, /test-payment) whose order is missing from the address or
 * the server refused it (another account's, say): why, and the way back to Premium.
 */
export function OrderUnavailable({ error, heading }: { error: unknown; heading?: ReactNode }) {
  return (
    <Card className="space-y-4 p-5">
      {heading}
      <p role="alert" className="text-slate-800">
        {error ? paymentErrorText(error) : <Trans>This order was not found.</Trans>}
      </p>
      <Link href="/subscribe" className={buttonClasses('outline', 'lg', 'w-full')}>
        <Trans>Back to Premium</Trans>
      </Link>
    </Card>
  );
}
