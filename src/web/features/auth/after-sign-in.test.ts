import { describe, expect, it } from 'vitest';
import { CAREGIVER_ACCEPT_PATH } from '@core/contract/caregiver-rules';
import { afterSignInPath } from './after-sign-in';

describe('afterSignInPath', () => {
  it('opens a caregiver invitation with its token after signing in or up (ADR 037)', () => {
    expect(afterSignInPath(CAREGIVER_ACCEPT_PATH, '?token=abc')).toBe(
      `${CAREGIVER_ACCEPT_PATH}?token=abc`,
    );
    expect(afterSignInPath('/Care/Accept/', '?token=abc')).toBe('/Care/Accept/?token=abc');
  });
  it('goes Home from anywhere else (spec §2)', () => {
    expect(afterSignInPath('/', '')).toBe('/');
    expect(afterSignInPath('/medications', '?openDialog=true')).toBe('/');
    expect(afterSignInPath('/care/00000000-0000-4000-8000-000000000001', '')).toBe('/');
    expect(afterSignInPath('/care/accept-not', '?token=abc')).toBe('/');
  });
});
