import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Send } from 'lucide-react';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPICS,
  supportMessageSchema,
  type SupportMessage,
  type SupportMessageInput,
} from '@core/contract/support';
import { Button } from '@web/components/ui/button';
import { describedBy, Field } from '@web/components/ui/field';
import { controlClasses, Input, Select } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { translateText } from '@web/lib/i18n/text-table';
import { formatNumber } from '@web/lib/number-format';
import { cn } from '@web/lib/cn';
import { useSendSupportMessage } from './send-message';
import { SUPPORT_TEXTS } from './support-texts';
import { TOPIC_LABELS } from './topic-labels';

type FormValues = SupportMessageInput;

/** The topic starts unchosen: its select shows "Choose a topic", which the schema refuses. */
const EMPTY = { message: '', email: '' };

/** What the confirmation says about a reply: to the account, to the email given, or none. */
type Sent = 'account' | 'email' | 'no-email';

/**
 * The contact form of /help-support. A signed-in sender's message is tied to the account by the
 * server; only a signed-out visitor is asked for an email (optional).
 */
export function ContactForm({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useLingui();
  const form = useForm<FormValues, unknown, SupportMessage>({
    resolver: zodResolver(supportMessageSchema),
    defaultValues: EMPTY,
  });
  const send = useSendSupportMessage();
  const [sent, setSent] = useState<Sent | null>(null);
  const id = useId();
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const { errors } = form.formState;
  const count = formatNumber(message.length, 0);
  const max = formatNumber(SUPPORT_MESSAGE_MAX, 0);
  const err = (name: keyof FormValues) => translateText(i18n, SUPPORT_TEXTS, errors[name]?.message);

  if (sent) {
    return (
      <div role="status" className="rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200">
        <p className="flex items-center gap-2 font-semibold text-emerald-900">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          <Trans>Thank you, your message has been sent.</Trans>
        </p>
        <p className="mt-2 text-sm text-emerald-950">
          {sent === 'account' ? (
            <Trans>We will reply to the email address of your account.</Trans>
          ) : sent === 'email' ? (
            <Trans>We will reply to the email address you gave.</Trans>
          ) : (
            <Trans>You gave no email address, so we cannot reply, but we read every message.</Trans>
          )}
        </p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => {
            form.reset(EMPTY);
            setSent(null);
          }}
        >
          <Trans>Send another message</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        const email = signedIn ? null : values.email;
        send.mutate(
          { topic: values.topic, message: values.message, email },
          { onSuccess: () => setSent(signedIn ? 'account' : email ? 'email' : 'no-email') },
        );
      })}
    >
      <Field id={`${id}-topic`} label={t`Topic`} error={err('topic')}>
        <Select
          id={`${id}-topic`}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy(`${id}-topic`, { error: errors.topic })}
          {...form.register('topic')}
        >
          <option value="">{t`Choose a topic`}</option>
          {SUPPORT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {i18n._(TOPIC_LABELS[topic])}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={`${id}-message`}
        label={t`Your message`}
        hint={t`${count} of ${max} characters`}
        error={err('message')}
      >
        <textarea
          id={`${id}-message`}
          rows={5}
          maxLength={SUPPORT_MESSAGE_MAX}
          className={cn(controlClasses, 'min-h-32 leading-relaxed')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(`${id}-message`, { hint: true, error: errors.message })}
          {...form.register('message')}
        />
      </Field>
      {signedIn ? null : (
        <Field
          id={`${id}-email`}
          label={t`Your email (optional)`}
          hint={t`Only if you would like a reply.`}
          error={err('email')}
        >
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(`${id}-email`, { hint: true, error: errors.email })}
            {...form.register('email')}
          />
        </Field>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending ? <Spinner /> : <Send className="size-5" aria-hidden="true" />}
        {send.isPending ? <Trans>Sending...</Trans> : <Trans>Send message</Trans>}
      </Button>
    </form>
  );
}
