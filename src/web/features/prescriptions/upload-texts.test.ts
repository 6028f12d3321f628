import { afterAll, describe, expect, it } from 'vitest';
import {
  PRESCRIPTION_MESSAGES,
  STORAGE_FULL_CODE,
  storageFullParams,
  UPLOAD_FAILED_MESSAGE,
} from '@core/contract/prescriptions';
import { ApiError } from '@web/lib/api';
import { activate, i18n } from '@web/lib/i18n/i18n';
import { CAMERA_TIP_MESSAGES, CAMERA_TIPS, cameraButtonLabel, cameraErrorMessage } from './camera';
import { UPLOAD_TEXTS, uploadFailure } from './upload-messages';

const FIGURES = [6_000_000, 200 * 1024 * 1024, 1_500_000] as const;
const FULL_TEXT = PRESCRIPTION_MESSAGES.storageFull(...FIGURES);
const FULL_HINDI =
  'स्टोरेज भर गया: आपके पर्चे आपके 200 MB में से 5.7 MB ले रहे हैं और इस फ़ाइल को 1.4 MB चाहिए। और अपलोड करने के लिए कुछ पर्चे हटाएँ।';
const refusal = (body: object) => new ApiError(413, 'Payload Too Large', JSON.stringify(body));
// As the server answers it: its English, its code and the figures (ADR 026).
const full = () =>
  refusal({ message: FULL_TEXT, code: STORAGE_FULL_CODE, params: storageFullParams(...FIGURES) });

describe('the prescription texts', () => {
  afterAll(() => activate('en'));

  it('are, in English, the texts they stand for', () => {
    for (const [english, message] of UPLOAD_TEXTS) expect(i18n._(message)).toBe(english);
    for (const key of ['missing', 'type', 'tooLarge', 'empty'] as const)
      expect(UPLOAD_TEXTS.has(PRESCRIPTION_MESSAGES[key])).toBe(true);
    for (const key of Object.keys(CAMERA_TIPS) as (keyof typeof CAMERA_TIPS)[])
      expect(i18n._(CAMERA_TIP_MESSAGES[key])).toBe(CAMERA_TIPS[key]);
    expect(uploadFailure(new Error('x')).message).toBe(UPLOAD_FAILED_MESSAGE);
    expect(uploadFailure(full()).message).toBe(FULL_TEXT);
  });

  it('are in Hindi when Hindi is on', async () => {
    await activate('hi');
    const refused = uploadFailure(
      new ApiError(400, 'Bad Request', JSON.stringify({ message: PRESCRIPTION_MESSAGES.type })),
    );
    expect(refused.message).toBe('अपलोड नहीं हुआ: सही फ़ोटो या PDF फ़ाइल के साथ फिर कोशिश करें।');
    expect(refused.reason).toBe('केवल फ़ोटो (JPEG, PNG, WebP) या PDF फ़ाइलें अपलोड हो सकती हैं');
    expect(cameraButtonLabel({ isSecureContext: true, hasGetUserMedia: true })).toBe('फ़ोटो लें');
    expect(cameraErrorMessage({ name: 'NotAllowedError' }).title).toBe('कैमरा उपलब्ध नहीं है');
    expect(uploadFailure(full()).message).toBe(FULL_HINDI);
  });

  it('words storage full by its code and figures, not by reading the English', async () => {
    await activate('hi');
    const reworded = refusal({
      message: 'Your storage is full.',
      code: STORAGE_FULL_CODE,
      params: storageFullParams(...FIGURES),
    });
    expect(uploadFailure(reworded)).toEqual({ message: FULL_HINDI, reason: null });
  });

  it("shows the server's English when the figures are missing or unreadable", async () => {
    await activate('hi');
    for (const params of [undefined, { usedMb: '5.7' }, { usedMb: 5, quotaMb: 200, fileMb: 1 }]) {
      const answer = refusal({ message: FULL_TEXT, code: STORAGE_FULL_CODE, params });
      expect(uploadFailure(answer)).toEqual({ message: FULL_TEXT, reason: null });
    }
  });
});
