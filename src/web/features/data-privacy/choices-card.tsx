import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacyChoices, PrivacyChoicesPatch } from '@core/contract/data-privacy';
import { Card } from '@web/components/ui/card';
import { NotificationSwitch } from '@web/features/notifications/notification-switch';
import { apiJson } from '@web/lib/api';
import { privacyChoicesKey, usePrivacyChoices } from './choices-query';

/**
 * Optional processing, each switch stored on the server at once: withdrawing consent is one tap,
 * as easy as giving it (DPDP Act 2023).
 */
export function ChoicesCard() {
  const choices = usePrivacyChoices();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (patch: PrivacyChoicesPatch) =>
      apiJson<PrivacyChoices>('PATCH', '/api/data-privacy/choices', patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: privacyChoicesKey });
      const before = queryClient.getQueryData<PrivacyChoices>(privacyChoicesKey);
      if (before) queryClient.setQueryData(privacyChoicesKey, { ...before, ...patch });
      return { before };
    },
    onError: (_err, _patch, context) => {
      if (context?.before) queryClient.setQueryData(privacyChoicesKey, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(privacyChoicesKey, answer),
  });
  const data = choices.data;

  return (
    <Card aria-labelledby="choices-title">
      <h2 id="choices-title" className="text-lg font-semibold text-slate-900">
        <Trans>Optional processing</Trans>
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">
        <Trans>
          These are extras you can turn off at any time. Your reminders in the app keep working.
        </Trans>
      </p>
      <ul className="mt-4 space-y-4">
        <li className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p id="choice-emails" className="font-medium text-slate-900">
              <Trans>Reminder emails</Trans>
            </p>
            <p id="choice-emails-about" className="text-sm text-slate-600">
              <Trans>Emails about doses and health checks that are due.</Trans>
            </p>
          </div>
          <NotificationSwitch
            checked={data?.reminderEmails ?? false}
            disabled={!data}
            labelledBy="choice-emails"
            describedBy="choice-emails-about"
            onCheckedChange={(on) => change.mutate({ reminderEmails: on })}
          />
        </li>
        <li className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p id="choice-tips" className="font-medium text-slate-900">
              <Trans>Health tips</Trans>
            </p>
            <p id="choice-tips-about" className="text-sm text-slate-600">
              <Trans>A short health tip of the day on the home screen.</Trans>
            </p>
          </div>
          <NotificationSwitch
            checked={data?.healthTips ?? false}
            disabled={!data}
            labelledBy="choice-tips"
            describedBy="choice-tips-about"
            onCheckedChange={(on) => change.mutate({ healthTips: on })}
          />
        </li>
      </ul>
    </Card>
  );
}
