import { analyzeJob } from './analyze';
import { missedDosesJob } from './missed-doses';
import { pushRemindersJob } from './push-reminders';
import { refillAlertsJob } from './refill-alerts';
import { retentionJob } from './retention';
import type { Job } from './scheduler';
import { subscriptionExpiryJob } from './subscription-expiry';

export const JOBS: Job[] = [
  analyzeJob,
  missedDosesJob,
  pushRemindersJob,
  refillAlertsJob,
  retentionJob,
  subscriptionExpiryJob,
];
