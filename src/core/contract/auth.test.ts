import { describe, expect, it } from 'vitest';
import { POLICY_VERSION } from '../policies/version';
import { isValidEmail, isValidPassword, signUpSchema, updateProfileSchema } from './auth';
import { CONSENT_MESSAGES } from './consent';

/** The ticked consent box for the current policies (ADR 029). */
const consent = { acceptPolicies: true, policyVersion: POLICY_VERSION } as const;

describe('email rule (spec §5 simple pattern)', () => {
  it.each(['a@b.co', 'priya.sharma+meds@example.in', ' x@y.org '])('accepts %j', (v) => {
    expect(isValidEmail(v)).toBe(true);
  });
  it.each(['', 'a@b', '@b.co', 'a b@c.in', 'a@b c.in', 'plain'])('refuses %j', (v) => {
    expect(isValidEmail(v)).toBe(false);
  });
});

describe('password length (spec §9: at least 6; PRODUCT §2: at most 128)', () => {
  it('5 is too short, 6 is enough', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
  });
  it('128 is allowed, 129 is not', () => {
    expect(isValidPassword('x'.repeat(128))).toBe(true);
    expect(isValidPassword('x'.repeat(129))).toBe(false);
  });
});

describe('signUpSchema', () => {
  it('normalises the email and turns a missing date of birth into null', () => {
    expect(
      signUpSchema.parse({ email: ' Asha@Example.IN ', password: 'abcdef', ...consent }),
    ).toEqual({ email: 'asha@example.in', password: 'abcdef', dateOfBirth: null, ...consent });
  });
  it.each(['2001-02-29', '1990-13-01', '01-02-1990', '1899-12-31'])('refuses the date %s', (d) => {
    const r = signUpSchema.safeParse({ email: 'a@b.co', password: 'abcdef', dateOfBirth: d });
    expect(r.success).toBe(false);
  });
  it('accepts a leap day that exists', () => {
    const r = signUpSchema.safeParse({
      email: 'a@b.co',
      password: 'abcdef',
      dateOfBirth: '2000-02-29',
      ...consent,
    });
    expect(r.success).toBe(true);
  });
  it.each([
    [{}, CONSENT_MESSAGES.required],
    [{ acceptPolicies: false, policyVersion: POLICY_VERSION }, CONSENT_MESSAGES.required],
    [{ acceptPolicies: true }, CONSENT_MESSAGES.outdated],
    [{ acceptPolicies: true, policyVersion: POLICY_VERSION - 1 }, CONSENT_MESSAGES.outdated],
    [{ acceptPolicies: true, policyVersion: POLICY_VERSION + 1 }, CONSENT_MESSAGES.outdated],
  ])('refuses a sign-up without consent to the current policies: %j', (given, message) => {
    const r = signUpSchema.safeParse({ email: 'a@b.co', password: 'abcdef', ...given });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('updateProfileSchema', () => {
  it('accepts IANA time zones and refuses made-up ones', () => {
    expect(updateProfileSchema.safeParse({ timeZone: 'Asia/Kolkata' }).success).toBe(true);
    expect(updateProfileSchema.safeParse({ timeZone: 'India/Delhi' }).success).toBe(false);
  });
});
