import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { HeartHandshake } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { CAREGIVER_TOKEN_PATTERN } from '@core/contract/caregiver-rules';
import type { CaredFor, CaregiverInvitation } from '@core/contract/caregivers';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast-store';
import { useQueryClient } from '@tanstack/react-query';
import { caregiverError, delayText } from './caregiver-texts';
import { caregiverKeys, useInvitation } from './queries';

/**
 * /care/accept?token=… (ADR 037): the emailed invitation, opened after signing in or up
 * (the sign-in form comes back here with the token). Shows who invites whom, then accepts.
 */
export default function AcceptPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const valid = CAREGIVER_TOKEN_PATTERN.test(token);
  const lookup = useInvitation(token);
  const accept = useInvitation(token);
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const { mutate } = lookup;

  useEffect(() => {
    if (valid) mutate('lookup');
  }, [valid, mutate]);

  const invitation = lookup.data as CaregiverInvitation | undefined;
  const failed = !valid
    ? t`The invitation link is incomplete`
    : lookup.isError
      ? caregiverError(i18n, lookup.error)
      : accept.isError
        ? caregiverError(i18n, accept.error)
        : null;

  const onAccept = () =>
    accept.mutate('accept', {
      onSuccess: (answer) => {
        const link = answer as CaredFor;
        const member = link.memberName;
        void client.invalidateQueries({ queryKey: caregiverKeys.caringFor });
        toast({ title: t`You now help care for ${member}` });
        navigate(`/care/${encodeURIComponent(link.id)}`, { replace: true });
      },
    });

  return (
    <div className="space-y-4 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))]">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <HeartHandshake className="size-7 text-brand-700" aria-hidden="true" />
        <Trans>Caregiver invitation</Trans>
      </h1>
      <Card className="space-y-3 p-5">
        {failed ? (
          <>
            <p role="alert" className="font-medium text-red-700">
              {failed}
            </p>
            <Link href="/" className={buttonClasses('outline', 'md', 'w-full')}>
              <Trans>Go to Home</Trans>
            </Link>
          </>
        ) : !invitation ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" /> <Trans>Opening the invitation…</Trans>
          </p>
        ) : (
          <InvitationDetails
            invitation={invitation}
            delay={delayText(i18n, invitation.delayMinutes)}
            pending={accept.isPending}
            onAccept={onAccept}
          />
        )}
      </Card>
    </div>
  );
}

function InvitationDetails({
  invitation: { ownerName: owner, memberName: member },
  delay,
  pending,
  onAccept,
}: {
  invitation: CaregiverInvitation;
  delay: string;
  pending: boolean;
  onAccept: () => void;
}) {
  return (
    <>
      <p className="text-lg font-semibold text-slate-900">
        <Trans>
          {owner} invites you to help care for {member}
        </Trans>
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>
          <Trans>
            You will see {member}’s medicines for today and how regularly they are taken.
          </Trans>
        </li>
        <li>
          <Trans>
            When a dose is not taken {delay} after its time, you get an alert here and by email.
          </Trans>
        </li>
        <li>
          <Trans>
            You see nothing else of their account, and you can stop at any time in Profile.
          </Trans>
        </li>
      </ul>
      <div className="grid grid-cols-2 gap-3 pt-1">
        <Link href="/" className={buttonClasses('outline', 'md')}>
          <Trans>Not now</Trans>
        </Link>
        <Button onClick={onAccept} disabled={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          <Trans>Accept</Trans>
        </Button>
      </div>
    </>
  );
}
