import { describe, expect, it } from 'vitest';
import { CAREGIVER_ACCEPT_PATH } from '@core/contract/caregivers';
import { afterSignInPath } from './after-sign-in';

describe('afterSignInPath', () => {
  it('opens a caregiver invitation with its token after signing in or up (issue 16)', () => {
    expect(afterSignInPath(CAREGIVER_ACCEPT_PATH, '?token=abc')).toBe(
      `${CAREGIVER_ACCEPT_PATH}?token=abc`,
    );
    expect(afterSignInPath('/Caregiver/Accept/', '?token=abc')).toBe(
      '/Caregiver/Accept/?token=abc',
    );
  });
  it('goes Home from anywhere else (spec §2)', () => {
    expect(afterSignInPath('/', '')).toBe('/');
    expect(afterSignInPath('/medications', '?openDialog=true')).toBe('/');
    expect(afterSignInPath('/caregiver/accept-not', '?token=abc')).toBe('/');
  });
});
