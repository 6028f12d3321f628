import { analyzeJob } from './analyze';
import { caregiverAlertsJob } from './caregiver-alerts';
import { missedDosesJob } from './missed-doses';
import { pushRemindersJob } from './push-reminders';
import { refillAlertsJob } from './refill-alerts';
import { retentionJob } from './retention';
import type { Job } from './scheduler';
import { subscriptionExpiryJob } from './subscription-expiry';

export const JOBS: Job[] = [
  analyzeJob,
  missedDosesJob,
  caregiverAlertsJob,
  pushRemindersJob,
  refillAlertsJob,
  retentionJob,
  subscriptionExpiryJob,
];
