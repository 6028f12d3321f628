import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { connectionError } from '@web/lib/error-message';
import {
  progressPercent,
  PROCESSING_MS,
  uploadFailure,
  uploadSuccessText,
} from './upload-messages';
import { uploadedOn } from './uploaded-on';

const SPEC_FAILURE = 'Upload failed: Please try again with a valid image or PDF file.';

describe('uploadFailure (spec §8)', () => {
  it("shows the spec's message with the server's reason", () => {
    const error = new ApiError(
      415,
      'Unsupported Media Type',
      JSON.stringify({ message: 'Only photos (JPEG, PNG, WebP) or PDF files can be uploaded' }),
    );
    expect(uploadFailure(error)).toEqual({
      message: SPEC_FAILURE,
      reason: 'Only photos (JPEG, PNG, WebP) or PDF files can be uploaded',
    });
  });

  it('explains a too-large file and a lost connection', () => {
    expect(uploadFailure(new ApiError(413, 'Payload Too Large', '')).reason).toBe(
      'The file is larger than 10 MB.',
    );
    expect(uploadFailure(new TypeError('Network request failed'))).toEqual({
      message: SPEC_FAILURE,
      reason: connectionError().description,
    });
  });
});

describe('uploadFailure: storage full and too many uploads', () => {
  it("shows the server's message in place of the spec's text, which would blame the file", () => {
    const full =
      'Storage full: your prescriptions use 195 MB of your 200 MB and this file needs 8 MB. Delete some to upload more.';
    expect(
      uploadFailure(
        new ApiError(
          413,
          'Payload Too Large',
          JSON.stringify({ code: 'QUOTA_EXCEEDED', message: full }),
        ),
      ),
    ).toEqual({ message: full, reason: null });
    const tooMany = 'Too many uploads. Please wait 60 minutes and try again.';
    expect(
      uploadFailure(
        new ApiError(
          429,
          'Too Many Requests',
          JSON.stringify({ code: 'RATE_LIMITED', message: tooMany }),
        ),
      ),
    ).toEqual({ message: tooMany, reason: null });
  });

  it("keeps the spec's text for a file over 10 MB (also 413) and when a 429 has no message", () => {
    const tooLarge = JSON.stringify({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 10 MB. Please choose a smaller file',
    });
    expect(uploadFailure(new ApiError(413, 'Payload Too Large', tooLarge))).toEqual({
      message: SPEC_FAILURE,
      reason: 'The file is larger than 10 MB. Please choose a smaller file',
    });
    expect(uploadFailure(new ApiError(429, 'Too Many Requests', '')).message).toBe(SPEC_FAILURE);
  });
});

describe('uploadSuccessText', () => {
  it('says whose prescriptions it went to', () => {
    expect(uploadSuccessText({ name: 'Asha', isSelf: true })).toEqual({
      title: 'Prescription uploaded',
      description: 'Saved to your prescriptions.',
    });
    expect(uploadSuccessText({ name: 'Ramesh', isSelf: false }).description).toBe(
      "Saved to Ramesh's prescriptions.",
    );
    expect(uploadSuccessText(null).description).toBe('Saved to your prescriptions.');
  });
});

describe('upload progress and processing', () => {
  it('rounds progress to a percentage from 0 to 100', () => {
    expect([
      progressPercent(0),
      progressPercent(0.424),
      progressPercent(1),
      progressPercent(2),
    ]).toEqual([0, 42, 100, 100]);
    expect(progressPercent(Number.NaN)).toBe(0);
  });

  it('processes for 3 s (spec §4, §9)', () => {
    expect(PROCESSING_MS).toBe(3_000);
  });
});

describe('uploadedOn', () => {
  it('is the day in the user zone, as 22 Nov 2026', () => {
    expect(uploadedOn('2026-11-21T20:00:00.000Z', 'Asia/Kolkata')).toBe('22 Nov 2026');
    expect(uploadedOn('2026-11-21T20:00:00.000Z', 'UTC')).toBe('21 Nov 2026');
    expect(uploadedOn('not a date', 'Asia/Kolkata')).toBe('');
  });
});
