import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { activate } from '@web/lib/i18n/i18n';
import { PERIOD_TEXTS } from '@web/features/periods/period-texts';
import { FAMILY_TEXTS } from '@web/features/family/family-texts';
import { saveErrorText } from './save-error';

const gone = (code: string, message: string) =>
  new ApiError(404, 'Not Found', JSON.stringify({ code, message }));

describe('saveErrorText: a 404 from the server (ADR 026)', () => {
  afterAll(() => activate('en'));

  it("words what is gone by its code, whatever the English; an unknown code keeps the server's words", async () => {
    await activate('hi');
    expect(saveErrorText(gone('MEMBER_NOT_FOUND', 'Member missing'), FAMILY_TEXTS)).toBe(
      'परिवार का सदस्य नहीं मिला',
    );
    expect(saveErrorText(gone('MEMBER_NOT_FOUND', 'Member missing'), PERIOD_TEXTS)).toBe(
      'परिवार का सदस्य नहीं मिला',
    );
    expect(saveErrorText(gone('PERIOD_NOT_FOUND', 'Period missing'), PERIOD_TEXTS)).toBe(
      'पीरियड नहीं मिला',
    );
    expect(saveErrorText(gone('GONE_AWAY', 'Something new'), PERIOD_TEXTS)).toBe('Something new');
  });

  it('words a period already logged on that start date by its code', async () => {
    await activate('hi');
    const taken = new ApiError(
      409,
      'Conflict',
      JSON.stringify({ code: 'PERIOD_TAKEN', message: 'Taken' }),
    );
    expect(saveErrorText(taken, PERIOD_TEXTS)).toBe(
      'इस तारीख़ से शुरू होने वाला पीरियड पहले से दर्ज है: कृपया उसी को बदलें',
    );
  });
});
