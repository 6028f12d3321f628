import { describe, expect, it } from 'vitest';
import { GRIEVANCE_RESPONSE_DAYS } from './grievance';
import { needsPolicyConsent, POLICY_LAST_UPDATED, POLICY_VERSION } from './version';

describe('needsPolicyConsent', () => {
  it('asks an account that never accepted', () => {
    expect(needsPolicyConsent(null, 3)).toBe(true);
  });

  it('asks again when the accepted version is older than the current one', () => {
    expect(needsPolicyConsent(2, 3)).toBe(true);
    expect(needsPolicyConsent(0, 1)).toBe(true);
  });

  it('does not ask when the current version was accepted', () => {
    expect(needsPolicyConsent(3, 3)).toBe(false);
  });

  it('does not ask when a newer version was accepted (a rolled-back server)', () => {
    expect(needsPolicyConsent(4, 3)).toBe(false);
  });

  it('compares with POLICY_VERSION by default', () => {
    expect(needsPolicyConsent(POLICY_VERSION)).toBe(false);
    expect(needsPolicyConsent(POLICY_VERSION - 1)).toBe(true);
  });
});

describe('policy constants', () => {
  it('is a positive whole version with an ISO last-updated day', () => {
    expect(Number.isInteger(POLICY_VERSION) && POLICY_VERSION > 0).toBe(true);
    expect(POLICY_LAST_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers grievances within the 90 days the DPDP Rules allow', () => {
    expect(GRIEVANCE_RESPONSE_DAYS).toBeLessThanOrEqual(90);
  });
});
