import { Suspense, useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BoxDialog, DialogButtons } from '@web/components/ui/dialog';
import { Mail, Plus, UserRound, X } from 'lucide-react';
import {
  CAREGIVER_DELAY_CHOICES,
  DEFAULT_CAREGIVER_DELAY_MINUTES,
} from '@core/contract/caregiver-rules';
import type { Member } from '@core/contract/family';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { describedBy, Field } from '@web/components/ui/field';
import { Input, Select } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/lib/format-date';
import { lazy } from '@web/lib/lazy';
import { toast } from '@web/lib/toast-store';
import { caregiverError, delayText } from './caregiver-texts';
import { caregiverKeys, useEndCare, useInviteCaregiver, useMemberCaregivers } from './queries';

const ConfirmDialog = lazy(() => import('@web/components/ui/confirm-dialog'));

interface Ending {
  kind: 'caregiver' | 'invite';
  id: string;
  who: string;
}

/**
 * The member page's Caregivers card (its owner's, ADR 037): who helps care for this member and
 * when each is alerted, open invitations, Invite and Remove. Loaded below the page's first screen.
 */
export default function MemberCaregivers({ member }: { member: Member }) {
  const { t, i18n } = useLingui();
  const list = useMemberCaregivers(member.id);
  const [inviting, setInviting] = useState(false);
  const [ending, setEnding] = useState<Ending | null>(null);
  const invalidate = caregiverKeys.ofMember(member.id);
  const removeCaregiver = useEndCare((id) => `/api/caregivers/${id}`, invalidate);
  const cancelInvite = useEndCare((id) => `/api/caregiver-invites/${id}`, invalidate);
  const { name } = member;
  const data = list.data;
  const empty = data && data.caregivers.length === 0 && data.invites.length === 0;

  const confirmEnd = () => {
    if (!ending) return;
    const { who } = ending;
    const mutation = ending.kind === 'caregiver' ? removeCaregiver : cancelInvite;
    mutation.mutate(ending.id, {
      onSuccess: () =>
        toast({
          title: ending.kind === 'caregiver' ? t`${who} removed` : t`Invitation cancelled`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t`Not removed`,
          description: caregiverError(i18n, error),
        }),
      onSettled: () => setEnding(null),
    });
  };

  return (
    <Card aria-labelledby="caregivers-title" className="p-4">
      <h2 id="caregivers-title" className="font-semibold text-slate-900">
        <Trans>Caregivers</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          A caregiver sees {name}’s medicines for today and is alerted when a dose is not taken.
          Nothing else of your account.
        </Trans>
      </p>
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 py-3 text-sm text-slate-600">
          <Spinner className="size-4" /> <Trans>Loading…</Trans>
        </p>
      ) : list.isError ? (
        <p className="py-3 text-sm text-red-700">{caregiverError(i18n, list.error)}</p>
      ) : empty ? (
        <p className="py-3 text-sm text-slate-600">
          <Trans>No caregivers yet.</Trans>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {data?.caregivers.map((c) => (
            <li key={c.id} className="flex items-center gap-3 py-3">
              <UserRound className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium wrap-anywhere text-slate-900">{c.name}</p>
                <p className="text-sm wrap-anywhere text-slate-600">{c.email}</p>
                <p className="text-sm text-slate-600">
                  <Trans>Alerted {delayText(i18n, c.delayMinutes)} after a dose time</Trans>
                </p>
              </div>
              <Button
                variant="outline"
                aria-label={t`Remove ${c.name}`}
                onClick={() => setEnding({ kind: 'caregiver', id: c.id, who: c.name })}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
          {data?.invites.map((invite) => (
            <li key={invite.id} className="flex items-center gap-3 py-3">
              <Mail className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium wrap-anywhere text-slate-900">{invite.email}</p>
                <p className="text-sm text-slate-600">
                  <Trans>Invited: waiting for them to accept</Trans>
                </p>
                <p className="text-xs text-slate-500">
                  <Trans>Link works until {formatDateTime(invite.expiresAt)}</Trans>
                </p>
              </div>
              <Button
                variant="ghost"
                aria-label={t`Cancel the invitation to ${invite.email}`}
                onClick={() => setEnding({ kind: 'invite', id: invite.id, who: invite.email })}
              >
                <X className="size-4" aria-hidden="true" />
                <Trans>Cancel</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" className="mt-3 w-full" onClick={() => setInviting(true)}>
        <Plus className="size-4" aria-hidden="true" />
        <Trans>Invite a caregiver</Trans>
      </Button>
      <InviteDialog member={member} open={inviting} onOpenChange={setInviting} />
      {ending ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => (open ? undefined : setEnding(null))}
            title={
              ending.kind === 'caregiver'
                ? t`Remove ${ending.who} as a caregiver?`
                : t`Cancel the invitation?`
            }
            description={
              ending.kind === 'caregiver'
                ? t`They will no longer see ${name}’s medicines or get alerts about missed doses.`
                : t`The link sent to ${ending.who} will stop working.`
            }
            confirmLabel={ending.kind === 'caregiver' ? t`Remove` : t`Cancel invitation`}
            pending={removeCaregiver.isPending || cancelInvite.isPending}
            onConfirm={confirmEnd}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}

function InviteDialog({
  member,
  open,
  onOpenChange,
}: {
  member: Member;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const invite = useInviteCaregiver(member.id);
  const [email, setEmail] = useState('');
  const [delay, setDelay] = useState<number>(DEFAULT_CAREGIVER_DELAY_MINUTES);
  const ids = useId();
  const emailId = `${ids}-email`;
  const delayId = `${ids}-delay`;
  // The server checks the address (one rule, core/contract/auth.ts): its 400 shows below.
  const emailError = invite.isError ? caregiverError(i18n, invite.error) : '';
  const { name } = member;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setEmail('');
      invite.reset();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), delayMinutes: delay },
      {
        onSuccess: (made) => {
          const to = made.email;
          toast({ title: t`Invitation sent`, description: t`We emailed ${to} a link to accept.` });
          close(false);
        },
      },
    );
  };

  return (
    <BoxDialog
      open={open}
      onOpenChange={close}
      motion="none"
      className="max-h-[90dvh] overflow-y-auto"
      title={<Trans>Invite a caregiver for {name}</Trans>}
      description={
        <Trans>
          We email them a link. They accept it after signing in or creating a free account with that
          email address.
        </Trans>
      }
    >
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <Field
          id={emailId}
          label={t`Their email`}
          error={emailError && <span role="alert">{emailError}</span>}
        >
          <Input
            id={emailId}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (invite.isError) invite.reset();
            }}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={describedBy(emailId, { error: emailError })}
          />
        </Field>
        <Field
          id={delayId}
          label={t`Alert them when a dose is not taken within`}
          hint={t`After the dose time. A dose taken before then sends nothing.`}
        >
          <Select
            id={delayId}
            value={delay}
            onChange={(e) => setDelay(Number(e.target.value))}
            aria-describedby={describedBy(delayId, { hint: true })}
          >
            {CAREGIVER_DELAY_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {delayText(i18n, minutes)}
              </option>
            ))}
          </Select>
        </Field>
        <DialogButtons>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? <Spinner className="size-4" /> : null}
            <Trans>Send invitation</Trans>
          </Button>
        </DialogButtons>
      </form>
    </BoxDialog>
  );
}
