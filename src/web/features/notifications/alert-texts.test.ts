import { afterAll, describe, expect, it } from 'vitest';
import { refillAlert } from '@core/contract/prescriptions';
import { activate, i18n } from '@web/lib/i18n/i18n';
import { alertMessage, alertTitle } from './alert-texts';

// The alerts src/server/jobs/refill-alerts.ts raises: English, a code and its figures.
const RUN_OUT = refillAlert('Metformin 500 mg', null, 0);
const ONE_DAY = refillAlert('Metformin 500 mg', 1, 2);
const DAYS = refillAlert('Metformin 500 mg', 3, 6);

describe('the refill alert in the notification panel', () => {
  afterAll(() => activate('en'));

  it('reads in English exactly as the server wrote it', async () => {
    await activate('en');
    expect(RUN_OUT.message).toBe('Metformin 500 mg has run out. Please refill it.');
    expect(DAYS.message).toBe(
      'Metformin 500 mg: about 3 days of stock left (6 left). Please refill it soon.',
    );
    for (const alert of [RUN_OUT, ONE_DAY, DAYS]) {
      expect(alertTitle(i18n, alert)).toBe(alert.title);
      expect(alertMessage(i18n, alert)).toBe(alert.message);
    }
  });

  it('reads in Hindi by its code, with the name and figures kept', async () => {
    await activate('hi');
    expect(alertTitle(i18n, DAYS)).toBe('दवा फिर से लेने का समय');
    expect(alertMessage(i18n, RUN_OUT)).toBe('Metformin 500 mg ख़त्म हो गई है। कृपया फिर से ले आएँ।');
    expect(alertMessage(i18n, DAYS)).toBe(
      'Metformin 500 mg: लगभग 3 दिन का स्टॉक बचा है (6 बचीं)। कृपया जल्दी फिर से ले आएँ।',
    );
  });

  it('follows the code, not the English: a reworded sentence is still in Hindi', async () => {
    await activate('hi');
    const reworded = { ...DAYS, title: 'Refill soon', message: 'Metformin is running low.' };
    expect(alertTitle(i18n, reworded)).toBe('दवा फिर से लेने का समय');
    expect(alertMessage(i18n, reworded)).toBe(
      'Metformin 500 mg: लगभग 3 दिन का स्टॉक बचा है (6 बचीं)। कृपया जल्दी फिर से ले आएँ।',
    );
  });

  it("shows the server's words for an unknown code, no code, or figures it cannot read", async () => {
    await activate('hi');
    const newer = { title: 'Check-up due', message: 'Something new', code: 'CHECKUP', params: {} };
    expect(alertTitle(i18n, newer)).toBe('Check-up due');
    expect(alertMessage(i18n, newer)).toBe('Something new');
    // An alert stored before codes, even in the old English sentence: shown as it came.
    const older = { title: 'Time to refill', message: DAYS.message, code: null, params: null };
    expect(alertTitle(i18n, older)).toBe('Time to refill');
    expect(alertMessage(i18n, older)).toBe(DAYS.message);
    const unreadable = { ...DAYS, params: { medicine: 'Metformin 500 mg', days: '3' } };
    expect(alertMessage(i18n, unreadable)).toBe(DAYS.message);
  });
});
