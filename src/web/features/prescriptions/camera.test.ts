import { describe, expect, it } from 'vitest';
import {
  ANY_CAMERA,
  BACK_CAMERA,
  CAMERA_ERROR_TITLE,
  CAMERA_TIPS,
  cameraButtonLabel,
  cameraErrorMessage,
  openCamera,
  PHOTO_FILE_NAME,
  PHOTO_QUALITY,
  PHOTO_TYPE,
} from './camera';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('cameraButtonLabel (spec §5)', () => {
  it('names what is missing', () => {
    expect(cameraButtonLabel({ isSecureContext: false, hasGetUserMedia: true })).toBe(
      'Secure Connection Required',
    );
    expect(cameraButtonLabel({ isSecureContext: false, hasGetUserMedia: false })).toBe(
      'Secure Connection Required',
    );
    expect(cameraButtonLabel({ isSecureContext: true, hasGetUserMedia: false })).toBe(
      'Camera Not Supported',
    );
    expect(cameraButtonLabel({ isSecureContext: true, hasGetUserMedia: true })).toBe('Take Photo');
  });
});

describe('cameraErrorMessage (spec §8)', () => {
  it.each([
    ['NotAllowedError', CAMERA_TIPS.denied],
    ['PermissionDeniedError', CAMERA_TIPS.denied],
    ['NotFoundError', CAMERA_TIPS.notFound],
    ['OverconstrainedError', CAMERA_TIPS.notFound],
    ['NotSupportedError', CAMERA_TIPS.unsupported],
    ['SecurityError', CAMERA_TIPS.insecure],
    ['NotReadableError', CAMERA_TIPS.busy],
    ['AbortError', CAMERA_TIPS.generic],
  ])('%s gives its tip under "Camera Not Available"', (name, tip) => {
    expect(cameraErrorMessage(named(name))).toEqual({
      title: CAMERA_ERROR_TITLE,
      description: tip,
    });
  });

  it('has a secure-connection message and a generic fallback', () => {
    expect(CAMERA_ERROR_TITLE).toBe('Camera Not Available');
    expect(
      cameraErrorMessage(named('NotAllowedError'), {
        isSecureContext: false,
        hasGetUserMedia: true,
      }).description,
    ).toBe(CAMERA_TIPS.insecure);
    expect(cameraErrorMessage('something odd').description).toBe(CAMERA_TIPS.generic);
    expect(
      cameraErrorMessage(null, { isSecureContext: true, hasGetUserMedia: false }).description,
    ).toBe(CAMERA_TIPS.unsupported);
  });
});

describe('openCamera: the back camera first, then any camera', () => {
  it('asks for the back camera and stops there when it works', async () => {
    const asked: MediaStreamConstraints[] = [];
    const stream = await openCamera(async (c) => {
      asked.push(c);
      return 'back';
    });
    expect(stream).toBe('back');
    expect(asked).toEqual([BACK_CAMERA]);
  });

  it('falls back to any camera when there is no back camera', async () => {
    const asked: MediaStreamConstraints[] = [];
    const stream = await openCamera(async (c) => {
      asked.push(c);
      if (c === BACK_CAMERA) throw named('OverconstrainedError');
      return 'front';
    });
    expect(stream).toBe('front');
    expect(asked).toEqual([BACK_CAMERA, ANY_CAMERA]);
  });

  it('does not ask again after the user said no', async () => {
    let calls = 0;
    await expect(
      openCamera(async () => {
        calls += 1;
        throw named('NotAllowedError');
      }),
    ).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(calls).toBe(1);
  });
});

describe('photo format (spec §9)', () => {
  it('is prescription.jpg at JPEG quality 0.8', () => {
    expect([PHOTO_FILE_NAME, PHOTO_TYPE, PHOTO_QUALITY]).toEqual([
      'prescription.jpg',
      'image/jpeg',
      0.8,
    ]);
  });
});
