import {
  Activity,
  CalendarHeart,
  Bell,
  Droplet,
  Eye,
  IndianRupee,
  Scale,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@web/components/ui/card';

const FEATURES: { icon: LucideIcon; text: MessageDescriptor }[] = [
  { icon: Bell, text: msg`Medicine reminders and a record of every dose taken` },
  { icon: Activity, text: msg`Blood pressure readings with clear categories` },
  { icon: Droplet, text: msg`Blood sugar levels in mg/dL, fasting and after meals` },
  { icon: CalendarHeart, text: msg`Period tracking with cycle predictions` },
  { icon: Scale, text: msg`Weight, height and BMI with Asian-Indian cut-offs` },
  { icon: Eye, text: msg`Eye sight prescriptions and check-up dates` },
  { icon: Users, text: msg`Your whole family in one account` },
  {
    icon: IndianRupee,
    text: msg`Medicine price comparison across PharmEasy, Apollo Pharmacy and Medplus Mart`,
  },
];

export function AboutSection() {
  const { i18n } = useLingui();
  return (
    <Card aria-labelledby="about-title">
      <h2 id="about-title" className="text-lg font-semibold text-slate-900">
        <Trans>About MedMitra</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>
          MedMitra (&ldquo;medicine friend&rdquo;) looks after your family&apos;s health in one
          place. Made for India, with prices in rupees.
        </Trans>
      </p>
      <ul className="mt-4 space-y-3">
        {FEATURES.map(({ icon: Icon, text }) => (
          <li key={text.id} className="flex items-start gap-3 text-sm text-slate-800">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="pt-1.5">{i18n._(text)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
