import { analyzeJob } from './analyze';
import { missedDosesJob } from './missed-doses';
import { refillAlertsJob } from './refill-alerts';
import type { Job } from './scheduler';

export const JOBS: Job[] = [analyzeJob, missedDosesJob, refillAlertsJob];
