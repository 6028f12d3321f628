import type { Account, SessionUser } from '@core/contract/auth';
import { needsPolicyConsent } from '@core/policies/version';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

export function toSessionUser(u: Pick<UserRow, 'id' | 'email' | 'username'>): SessionUser {
  return { id: u.id, email: u.email, username: u.username };
}

export function toAccount(u: UserRow): Account {
  return {
    ...toSessionUser(u),
    dateOfBirth: u.dateOfBirth,
    timeZone: u.timeZone,
    language: u.language,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    policyVersion: u.policyVersion,
    policyAcceptedAt: u.policyAcceptedAt ? u.policyAcceptedAt.toISOString() : null,
    policyConsentNeeded: needsPolicyConsent(u.policyVersion),
  };
}
