import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '@web/lib/i18n/i18n';

/** Spec §9: a camera photo is saved as prescription.jpg at JPEG quality 0.8. */
export const PHOTO_FILE_NAME = 'prescription.jpg';
export const PHOTO_TYPE = 'image/jpeg';
export const PHOTO_QUALITY = 0.8;

export interface CameraSupport {
  isSecureContext: boolean;
  hasGetUserMedia: boolean;
}

export function cameraSupport(): CameraSupport {
  return {
    isSecureContext: typeof window !== 'undefined' && window.isSecureContext,
    hasGetUserMedia:
      typeof navigator !== 'undefined' &&
      typeof navigator.mediaDevices?.getUserMedia === 'function',
  };
}

/** Spec §5: the camera button's label (in the active language); only 'Take Photo' can be pressed. */
export function cameraButtonLabel(support: CameraSupport): string {
  if (!support.isSecureContext) return t`Secure Connection Required`;
  if (!support.hasGetUserMedia) return t`Camera Not Supported`;
  return t`Take Photo`;
}

export const CAMERA_ERROR_TITLE = 'Camera Not Available';

export const CAMERA_TIPS = {
  denied:
    'Camera permission was denied. Allow camera access for this site in your browser settings, or choose a file instead.',
  notFound:
    'No camera was found on this device. Choose a photo or PDF of the prescription instead.',
  unsupported:
    'This browser does not support taking photos here. Choose a photo or PDF of the prescription instead.',
  insecure:
    'The camera works only over a secure connection (https). Open MedMitra over https, or choose a file instead.',
  busy: 'The camera is being used by another app. Close that app and try again, or choose a file.',
  generic:
    'The camera could not be started. Check that no other app is using it and try again, or choose a file instead.',
} as const;

/** CAMERA_TIPS in the active language; camera.test.ts checks the English is the same. */
export const CAMERA_TIP_MESSAGES = {
  denied: msg`Camera permission was denied. Allow camera access for this site in your browser settings, or choose a file instead.`,
  notFound: msg`No camera was found on this device. Choose a photo or PDF of the prescription instead.`,
  unsupported: msg`This browser does not support taking photos here. Choose a photo or PDF of the prescription instead.`,
  insecure: msg`The camera works only over a secure connection (https). Open MedMitra over https, or choose a file instead.`,
  busy: msg`The camera is being used by another app. Close that app and try again, or choose a file.`,
  generic: msg`The camera could not be started. Check that no other app is using it and try again, or choose a file instead.`,
} satisfies Record<keyof typeof CAMERA_TIPS, MessageDescriptor>;

function errorName(error: unknown): string {
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string') {
    return error.name;
  }
  return '';
}

/** Spec §8: a 'Camera Not Available' toast with a tip for each kind of failure. */
export function cameraErrorMessage(
  error: unknown,
  support: CameraSupport = { isSecureContext: true, hasGetUserMedia: true },
): { title: string; description: string } {
  const tip = (key: keyof typeof CAMERA_TIPS) => ({
    title: t`Camera Not Available`,
    description: i18n._(CAMERA_TIP_MESSAGES[key]),
  });
  if (!support.isSecureContext) return tip('insecure');
  if (!support.hasGetUserMedia) return tip('unsupported');
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return tip('denied');
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return tip('notFound');
    case 'NotSupportedError':
      return tip('unsupported');
    case 'SecurityError':
      return tip('insecure');
    case 'NotReadableError':
    case 'TrackStartError':
      return tip('busy');
    default:
      return tip('generic');
  }
}

/** Spec §8: the back camera first, then any camera. */
export const BACK_CAMERA: MediaStreamConstraints = {
  video: { facingMode: { exact: 'environment' } },
  audio: false,
};
export const ANY_CAMERA: MediaStreamConstraints = { video: true, audio: false };

/** Errors after which another camera will not help: the user said no, or the page may not ask. */
const FINAL_ERRORS = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);

export async function openCamera<S>(
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<S>,
): Promise<S> {
  try {
    return await getUserMedia(BACK_CAMERA);
  } catch (error) {
    if (FINAL_ERRORS.has(errorName(error))) throw error;
    return getUserMedia(ANY_CAMERA);
  }
}

export function stopStream(stream: Pick<MediaStream, 'getTracks'> | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** Draws the video's current frame and saves it as prescription.jpg (spec §9). */
export function captureFrame(video: HTMLVideoElement): Promise<File> {
  return new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) {
      reject(new Error('The camera has no picture yet'));
      return;
    }
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(new File([blob], PHOTO_FILE_NAME, { type: PHOTO_TYPE }));
        else reject(new Error('The photo could not be saved'));
      },
      PHOTO_TYPE,
      PHOTO_QUALITY,
    );
  });
}
