import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPassword, signUpSchema, updateProfileSchema } from './auth';

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
    expect(signUpSchema.parse({ email: ' Asha@Example.IN ', password: 'abcdef' })).toEqual({
      email: 'asha@example.in',
      password: 'abcdef',
      dateOfBirth: null,
    });
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
    });
    expect(r.success).toBe(true);
  });
});

describe('updateProfileSchema', () => {
  it('accepts IANA time zones and refuses made-up ones', () => {
    expect(updateProfileSchema.safeParse({ timeZone: 'Asia/Kolkata' }).success).toBe(true);
    expect(updateProfileSchema.safeParse({ timeZone: 'India/Delhi' }).success).toBe(false);
  });
});
