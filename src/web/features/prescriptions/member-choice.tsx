import { Trans, useLingui } from '@lingui/react/macro';
import { UserCheck } from 'lucide-react';
import type { Member } from '@core/contract/family';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/input';
import { MemberOptions } from '@web/components/members/member-options';
import { safeStorage } from '@web/lib/safe-storage';

/*
 * The upload sheet's "Whose prescription". It starts on the member chosen last on this
 * screen (kept per account on this phone), and after reading on the member the prescription
 * names (core/prescriptions/named-member), saying so.
 */

const key = (accountId: string) => `mm_rx_member:${accountId}`;

/** The member last chosen on the upload sheet by this account, if still one of the family. */
export function lastChosenMember(accountId: string | undefined, members: readonly Member[]) {
  if (!accountId) return undefined;
  const id = safeStorage().getItem(key(accountId));
  return members.find((m) => m.id === id)?.id;
}

export function rememberChosenMember(accountId: string | undefined, memberId: string): void {
  if (accountId) safeStorage().setItem(key(accountId), memberId);
}

export function MemberChoice(props: {
  members: readonly Member[];
  value: string;
  onChange: (memberId: string) => void;
  /** The member the prescription names, when reading found one. */
  named?: Member | null;
}) {
  const { members, named } = props;
  const { t } = useLingui();
  if (members.length < 2) return null;
  const name = named?.name ?? '';
  return (
    <div className="space-y-2">
      <Field id="rx-member" label={t`Whose prescription`}>
        <Select id="rx-member" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          <MemberOptions members={members} />
        </Select>
      </Field>
      {named ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-brand-50 p-2 text-sm wrap-anywhere text-brand-900"
        >
          <UserCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <Trans>{name} is named on this prescription</Trans>
          </span>
        </p>
      ) : null}
    </div>
  );
}
