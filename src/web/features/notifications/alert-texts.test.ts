import { afterAll, describe, expect, it } from 'vitest';
import { activate, i18n } from '@web/lib/i18n/i18n';
import { alertMessage, alertTitle } from './alert-texts';

// The sentences src/server/jobs/refill-alerts.ts writes, word for word.
const RUN_OUT = 'Metformin 500 mg has run out. Please refill it.';
const ONE_DAY = 'Metformin 500 mg: about 1 day of stock left (2 left). Please refill it soon.';
const DAYS = 'Metformin 500 mg: about 3 days of stock left (6 left). Please refill it soon.';

describe('the refill alert in the notification panel', () => {
  afterAll(() => activate('en'));

  it('reads in English exactly as the server wrote it', async () => {
    await activate('en');
    expect(alertTitle(i18n, { title: 'Time to refill' })).toBe('Time to refill');
    for (const message of [RUN_OUT, ONE_DAY, DAYS, 'Something else']) {
      expect(alertMessage(i18n, { message })).toBe(message);
    }
  });

  it('reads in Hindi with the name and figures kept', async () => {
    await activate('hi');
    expect(alertTitle(i18n, { title: 'Time to refill' })).toBe('दवा फिर से लेने का समय');
    expect(alertMessage(i18n, { message: RUN_OUT })).toBe(
      'Metformin 500 mg ख़त्म हो गई है। कृपया फिर से ले आएँ।',
    );
    expect(alertMessage(i18n, { message: DAYS })).toBe(
      'Metformin 500 mg: लगभग 3 दिन का स्टॉक बचा है (6 बचीं)। कृपया जल्दी फिर से ले आएँ।',
    );
    // Unknown text stays as it came.
    expect(alertMessage(i18n, { message: 'Something else' })).toBe('Something else');
  });
});
