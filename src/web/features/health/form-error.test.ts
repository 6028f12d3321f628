import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { activate } from '@web/lib/i18n/i18n';
import { saveErrorText } from './form-error';

const answer = (status: number, code: string, message: string) =>
  new ApiError(status, '', JSON.stringify({ code, message }));

describe('a reading form’s save error (ADR 026)', () => {
  afterAll(() => activate('en'));

  it("words core's messages and the server's codes in Hindi; an unknown code keeps the server's words", async () => {
    await activate('hi');
    expect(saveErrorText(answer(400, 'VALIDATION', 'Enter the sugar value'))).toBe(
      'शुगर का नंबर लिखें',
    );
    expect(saveErrorText(answer(404, 'MEMBER_NOT_FOUND', 'Family member not found'))).toBe(
      'परिवार का सदस्य नहीं मिला',
    );
    expect(saveErrorText(answer(404, 'GONE_AWAY', 'Something new'))).toBe('Something new');
  });
});
