import * as z from 'zod/mini';
import type { PaymentProviderName } from './payments';
import type { PaymentStatus } from '../payments/order-status';
import type { RefusedRow } from '../prices/nppa-export';
import { PAYMENT_STATUSES } from '../payments/order-status';
import type { SupportTopic } from './support';

// The admin area's API (ADR 034): account and billing data, support messages, price sheets and
// the audit log. Never health data: no answer here has a field of a health table (a test walks
// every admin answer for them).

/** How long a password entry lets an admin change things before it is asked for again. */
export const REAUTH_WINDOW_MS = 15 * 60 * 1000;

/** The error code an admin write answers when the password must be entered again. */
export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';

export const ADMIN_PAGE_SIZE = 20;

const REASON_MESSAGE = 'Please give a reason (at most 500 characters)';
const reason = z
  .string({ error: REASON_MESSAGE })
  .check(z.trim(), z.minLength(3, REASON_MESSAGE), z.maxLength(500, REASON_MESSAGE));

const PAGE_MESSAGE = 'The page must be a whole number from 1 to 10000';
const page = z.optional(
  z.coerce
    .number({ error: PAGE_MESSAGE })
    .check(z.int(PAGE_MESSAGE), z.gte(1, PAGE_MESSAGE), z.lte(10_000, PAGE_MESSAGE)),
);

/** POST /api/admin/confirm-password */
export const confirmPasswordSchema = z.strictObject({
  password: z
    .string({ error: 'Please enter your password' })
    .check(
      z.minLength(1, 'Please enter your password'),
      z.maxLength(128, 'Your password is not correct'),
    ),
});

/** GET /api/admin/accounts?q=&page= : q is part of an email. */
export const accountSearchSchema = z.object({
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(254, 'Search for at most 254 characters of an email')),
  ),
  page,
});

export const PREMIUM_GRANT_MONTHS_MAX = 36;
const MONTHS_MESSAGE = `Months must be a whole number from 1 to ${PREMIUM_GRANT_MONTHS_MAX}`;

/** POST /api/admin/accounts/:id/premium: grant premium, or extend it from its current end. */
export const grantPremiumSchema = z.strictObject({
  months: z
    .number({ error: MONTHS_MESSAGE })
    .check(
      z.int(MONTHS_MESSAGE),
      z.gte(1, MONTHS_MESSAGE),
      z.lte(PREMIUM_GRANT_MONTHS_MAX, MONTHS_MESSAGE),
    ),
  reason,
});

/** Revoking premium, disabling or re-enabling an account, refunding a payment. */
export const reasonSchema = z.strictObject({ reason });

/** GET /api/admin/payments?status=&page= */
export const paymentListSchema = z.object({
  status: z.optional(z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' })),
  page,
});

export const SUPPORT_FILTERS = ['open', 'handled', 'all'] as const;
export type SupportFilter = (typeof SUPPORT_FILTERS)[number];

/** GET /api/admin/support-messages?status=&page= */
export const supportListSchema = z.object({
  status: z.optional(z.enum(SUPPORT_FILTERS, { error: 'Unknown message status' })),
  page,
});

/** POST /api/admin/support-messages/:id/handled */
export const markHandledSchema = z.strictObject({
  handled: z.boolean({ error: 'handled must be true or false' }),
});

export const SUPPORT_REPLY_MAX = 5000;
const REPLY_MESSAGE = `Please write a reply of at most ${SUPPORT_REPLY_MAX} characters`;

/** POST /api/admin/support-messages/:id/reply: emailed to the sender, and marks it handled. */
export const supportReplySchema = z.strictObject({
  message: z
    .string({ error: REPLY_MESSAGE })
    .check(z.trim(), z.minLength(1, REPLY_MESSAGE), z.maxLength(SUPPORT_REPLY_MAX, REPLY_MESSAGE)),
});

/**
 * The sheet formats an admin can upload: a pharmacy price sheet (docs/prices-import.md) and a
 * newer NPPA ceiling-price export in the shipped format (docs/nppa-ceiling-prices.md).
 */
export const PRICE_SHEET_KINDS = ['pharmacy-prices', 'nppa-ceilings'] as const;
export type PriceSheetKind = (typeof PRICE_SHEET_KINDS)[number];

/** A sheet's text travels as JSON; the route allows this much (a JSON body is otherwise 64 KB). */
export const PRICE_SHEET_MAX_BYTES = 4 * 1024 * 1024;

const FILE_NAME_MESSAGE = 'The file name must be 1 to 200 characters';
const sheetFields = {
  kind: z.enum(PRICE_SHEET_KINDS, { error: 'Unknown kind of price sheet' }),
  fileName: z
    .string({ error: FILE_NAME_MESSAGE })
    .check(z.trim(), z.minLength(1, FILE_NAME_MESSAGE), z.maxLength(200, FILE_NAME_MESSAGE)),
  csv: z
    .string({ error: 'The sheet must be the text of a CSV file' })
    .check(z.minLength(1, 'The sheet is empty')),
};

/** POST /api/admin/price-sheets/preview: checks every row, changes nothing. */
export const priceSheetPreviewSchema = z.strictObject(sheetFields);

const SOURCE_MESSAGE = 'Please say where these prices come from (3 to 200 characters)';

/** POST /api/admin/price-sheets: checks again and applies the good rows in one transaction. */
export const priceSheetApplySchema = z.strictObject({
  ...sheetFields,
  source: z
    .string({ error: SOURCE_MESSAGE })
    .check(z.trim(), z.minLength(3, SOURCE_MESSAGE), z.maxLength(200, SOURCE_MESSAGE)),
});
export type PriceSheetApplyInput = z.infer<typeof priceSheetApplySchema>;

/** GET /api/admin/price-imports?page= */
export const pageOnlySchema = z.object({ page });

export const AUDIT_ACTIONS = [
  'role.grant',
  'role.revoke',
  'premium.grant',
  'premium.revoke',
  'account.disable',
  'account.enable',
  'account.password-reset',
  'payment.refund',
  'support.handled',
  'support.reopened',
  'support.reply',
  'prices.import',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const optionalId = z.optional(z.uuid({ error: 'The id is not valid' }));

/** GET /api/admin/audit-log?adminId=&action=&accountId=&page= */
export const auditLogQuerySchema = z.object({
  adminId: optionalId,
  action: z.optional(z.enum(AUDIT_ACTIONS, { error: 'Unknown action' })),
  accountId: optionalId,
  page,
});

// ---------- Answers ----------

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface AdminOverview {
  accounts: number;
  disabledAccounts: number;
  /** Sign-ups per day in India, the last 90 days, oldest first, days without one included. */
  signUps: { day: string; count: number }[];
  activePremium: number;
  /** Captured payments per month in India (YYYY-MM), the last 12 months, oldest first. */
  revenue: { month: string; amountPaise: number }[];
  /** Failed payments in the last 30 days, and ever. */
  failedPayments: { last30Days: number; total: number };
  /** Pushes a push service refused or that could not be sent, in the last 30 days. */
  pushFailures: { last30Days: number; sent30Days: number };
}

export interface AdminPlan {
  premium: boolean;
  /** The premium period's end (past when it lapsed); null: never had premium. */
  currentPeriodEnd: string | null;
}

export interface AdminAccountRow {
  id: string;
  email: string;
  role: 'user' | 'admin';
  createdAt: string;
  /** The latest a live session was seen; null without one. */
  lastActiveAt: string | null;
  disabledAt: string | null;
  plan: AdminPlan;
  /** Captured payments (refunded ones not counted), and their sum. */
  payments: { count: number; amountPaise: number };
  sessions: number;
}

export interface AdminPayment {
  id: string;
  /** The account that paid; null once it was deleted (the record is kept: ADR 027). */
  userId: string | null;
  email: string | null;
  provider: PaymentProviderName;
  providerOrderId: string;
  providerPaymentId: string;
  receipt: string;
  amountPaise: number;
  currency: string;
  status: PaymentStatus;
  createdAt: string;
  refundedAt: string | null;
}

export interface AdminAccountDetail extends AdminAccountRow {
  language: string;
  timeZone: string;
  paymentList: AdminPayment[];
}

export interface AdminSupportMessage {
  id: string;
  topic: SupportTopic;
  message: string;
  /** Where a reply goes: the account's email, or the one a visitor gave; null: nowhere. */
  replyTo: string | null;
  userId: string | null;
  createdAt: string;
  handledAt: string | null;
  repliedAt: string | null;
}

export interface RejectedSheetRow {
  line: number;
  reasons: string[];
}

/** What a pharmacy price sheet would do, before it is applied. */
export interface PharmacySheetPreview {
  kind: 'pharmacy-prices';
  fileName: string;
  rows: number;
  valid: number;
  rejected: RejectedSheetRow[];
  ignoredColumns: string[];
  /** Per pharmacy: its good rows and the dates they are from. */
  pharmacies: { pharmacy: string; rows: number; oldestDate: string; newestDate: string }[];
  /** The first good rows, as they will be stored. */
  sample: {
    pharmacy: string;
    medicineName: string;
    pack: string;
    price: number;
    inStock: boolean;
    priceDate: string;
  }[];
}

/** What an NPPA ceiling-price export would do: it replaces the whole list in force. */
export interface NppaSheetPreview {
  kind: 'nppa-ceilings';
  fileName: string;
  /** The export's own DATE line; null when it has none. */
  exportDate: string | null;
  read: number;
  parsed: number;
  refused: RefusedRow[];
}

/** What a sheet would do, before it is applied: by its kind. */
export type PriceSheetPreview = PharmacySheetPreview | NppaSheetPreview;

export interface PharmacySheetApplied {
  kind: 'pharmacy-prices';
  importId: string;
  rows: number;
  imported: number;
  olderThanStored: number;
  rejected: RejectedSheetRow[];
}

export interface NppaSheetApplied {
  kind: 'nppa-ceilings';
  importId: string;
  exportDate: string | null;
  read: number;
  /** The ceiling prices now in force. */
  parsed: number;
  refused: RefusedRow[];
}

export type PriceSheetApplied = PharmacySheetApplied | NppaSheetApplied;

export interface AdminPriceImport {
  id: string;
  kind: string;
  fileName: string;
  source: string | null;
  /** The admin's email; null from the command line or once that account is gone. */
  uploadedBy: string | null;
  rowsImported: number;
  rowsRejected: number;
  createdAt: string;
}

export interface AdminAuditEntry {
  id: string;
  adminId: string | null;
  adminEmail: string | null;
  action: string;
  targetUserId: string | null;
  targetEmail: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  createdAt: string;
}

export interface AdminAuditLog extends Paged<AdminAuditEntry> {
  /** Everyone who is or was an admin in the log, for the filter. */
  admins: { id: string; email: string | null }[];
}
