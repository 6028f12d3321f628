import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditAction, SupportFilter } from '@core/contract/admin';
import type { PaymentStatus } from '@core/payments/order-status';

/** What each audit entry's action says, in the active language. */
export const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'role.grant': msg`Made admin`,
  'role.revoke': msg`Admin role removed`,
  'premium.grant': msg`Premium granted`,
  'premium.revoke': msg`Premium revoked`,
  'account.disable': msg`Account disabled`,
  'account.enable': msg`Account re-enabled`,
  'account.password-reset': msg`Password reset email sent`,
  'payment.refund': msg`Payment refunded`,
  'support.handled': msg`Message marked handled`,
  'support.reopened': msg`Message reopened`,
  'support.reply': msg`Message answered`,
  'prices.import': msg`Price sheet applied`,
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  captured: msg`Paid`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
};

export const SUPPORT_FILTER_LABELS: Record<SupportFilter, MessageDescriptor> = {
  open: msg`Open`,
  handled: msg`Handled`,
  all: msg`All`,
};

/** ₹ from paise. */
export const rupees = (paise: number) => paise / 100;
