/**
 * The public site's registry (ADR 028): every public page, once. The build writes each in every
 * language, the server serves what the build wrote, and the sitemap lists them. The footer lists
 * them in this order ('policy' pages apart). To add a page: a module exporting a `PublicPage`
 * (see registry.tsx), and a line here.
 */
import { diabetesTrackerPage } from './pages/diabetes-tracker';
import { eyeSightTrackerPage } from './pages/eye-sight-tracker';
import { medicineReminderPage } from './pages/medicine-reminder';
import { periodTrackerPage } from './pages/period-tracker';
import { periodTrackingGuidePage } from './pages/period-tracking-guide';
import { privacyPage, refundPage, termsPage } from './pages/policies';
import { weightLossTrackerPage } from './pages/weight-loss-tracker';
import type { PublicPage } from './registry';

export const PUBLIC_SITE_PAGES: readonly PublicPage[] = [
  medicineReminderPage,
  diabetesTrackerPage,
  weightLossTrackerPage,
  periodTrackerPage,
  periodTrackingGuidePage,
  eyeSightTrackerPage,
  termsPage,
  privacyPage,
  refundPage,
];
