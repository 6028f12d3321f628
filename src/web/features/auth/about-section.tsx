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
import { Card } from '@web/components/ui/card';

const FEATURES: { icon: LucideIcon; text: string }[] = [
  { icon: Bell, text: 'Medicine reminders and a record of every dose taken' },
  { icon: Activity, text: 'Blood pressure readings with clear categories' },
  { icon: Droplet, text: 'Blood sugar levels in mg/dL, fasting and after meals' },
  { icon: CalendarHeart, text: 'Period tracking with cycle predictions' },
  { icon: Scale, text: 'Weight, height and BMI with Asian-Indian cut-offs' },
  { icon: Eye, text: 'Eye sight prescriptions and check-up dates' },
  { icon: Users, text: 'Your whole family in one account' },
  {
    icon: IndianRupee,
    text: 'Medicine price comparison across PharmEasy, Apollo Pharmacy and Medplus Mart',
  },
];

export function AboutSection() {
  return (
    <Card aria-labelledby="about-title">
      <h2 id="about-title" className="text-lg font-semibold text-slate-900">
        About MedMitra
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        MedMitra (&ldquo;medicine friend&rdquo;) looks after your family&apos;s health in one place.
        Made for India, with prices in rupees.
      </p>
      <ul className="mt-4 space-y-3">
        {FEATURES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm text-slate-800">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="pt-1.5">{text}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
