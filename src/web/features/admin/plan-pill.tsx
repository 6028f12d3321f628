import { Trans } from '@lingui/react/macro';
import type { AdminAccountRow } from '@core/contract/admin';
import { Pill } from './admin-ui';

/** An account's plan, role and state as pills: in the accounts list and an account's detail. */
export function PlanPill({ row }: { row: Pick<AdminAccountRow, 'plan' | 'disabledAt' | 'role'> }) {
  return (
    <span className="flex flex-wrap gap-1">
      {row.plan.premium ? (
        <Pill tone="green">
          <Trans>Premium</Trans>
        </Pill>
      ) : (
        <Pill tone="slate">
          <Trans>Free</Trans>
        </Pill>
      )}
      {row.role === 'admin' ? (
        <Pill tone="amber">
          <Trans>Admin</Trans>
        </Pill>
      ) : null}
      {row.disabledAt ? (
        <Pill tone="red">
          <Trans>Disabled</Trans>
        </Pill>
      ) : null}
    </span>
  );
}
