import { getTableColumns, getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  bloodPressureReadings,
  caregiverInvites,
  caregivers,
  bodyMeasurements,
  eyeTests,
  familyMembers,
  medicationLogs,
  medications,
  notificationPreferences,
  notifications,
  passwordResetTokens,
  paymentOrders,
  payments,
  periods,
  prescriptions,
  priceComparisons,
  pushSnoozes,
  pushSubscriptions,
  privacyChoices,
  sessions,
  subscriptions,
  sugarReadings,
  supportMessages,
  users,
} from '../../db/schema';

/** One table of the export: a CSV file and a key of the JSON file. */
export interface ExportTable {
  /** The CSV's file name and the JSON's key. */
  name: string;
  table: PgTable;
  /** The column naming the account. */
  owner: AnyPgColumn;
  /** A unique column to page by (keyset: never the whole table in memory). */
  order: AnyPgColumn;
  /** Columns never exported: secrets that are not the user's data but the server's. */
  omit?: readonly string[];
}

/**
 * Everything an account holds, table by table. export-tables.test.ts reads the database's
 * catalogue and fails when a table with a user_id column is neither here nor in NOT_EXPORTED,
 * so a new table cannot silently stay out of the export.
 */
export const EXPORT_TABLES: readonly ExportTable[] = [
  { name: 'account', table: users, owner: users.id, order: users.id, omit: ['passwordHash'] },
  {
    name: 'privacy_choices',
    table: privacyChoices,
    owner: privacyChoices.userId,
    order: privacyChoices.userId,
  },
  {
    name: 'family_members',
    table: familyMembers,
    owner: familyMembers.userId,
    order: familyMembers.id,
  },
  { name: 'medicines', table: medications, owner: medications.userId, order: medications.id },
  {
    name: 'medication_logs',
    table: medicationLogs,
    owner: medicationLogs.userId,
    order: medicationLogs.id,
  },
  {
    name: 'blood_pressure_readings',
    table: bloodPressureReadings,
    owner: bloodPressureReadings.userId,
    order: bloodPressureReadings.id,
  },
  {
    name: 'sugar_readings',
    table: sugarReadings,
    owner: sugarReadings.userId,
    order: sugarReadings.id,
  },
  {
    name: 'weight_and_height',
    table: bodyMeasurements,
    owner: bodyMeasurements.userId,
    order: bodyMeasurements.id,
  },
  { name: 'periods', table: periods, owner: periods.userId, order: periods.id },
  { name: 'eye_tests', table: eyeTests, owner: eyeTests.userId, order: eyeTests.id },
  {
    name: 'prescriptions',
    table: prescriptions,
    owner: prescriptions.userId,
    order: prescriptions.id,
    omit: ['storageKey'],
  },
  {
    name: 'price_searches',
    table: priceComparisons,
    owner: priceComparisons.userId,
    order: priceComparisons.id,
  },
  {
    name: 'notifications',
    table: notifications,
    owner: notifications.userId,
    order: notifications.id,
  },
  {
    name: 'notification_preferences',
    table: notificationPreferences,
    owner: notificationPreferences.userId,
    order: notificationPreferences.userId,
  },
  {
    // Which devices get reminders and since when; the endpoint and keys are delivery secrets.
    name: 'push_devices',
    table: pushSubscriptions,
    owner: pushSubscriptions.userId,
    order: pushSubscriptions.id,
    omit: ['endpoint', 'p256dh', 'auth'],
  },
  {
    // Doses snoozed from a pushed notification, to be pushed again (kept a day).
    name: 'snoozed_reminders',
    table: pushSnoozes,
    owner: pushSnoozes.userId,
    order: pushSnoozes.dueAt,
  },
  {
    name: 'signed_in_devices',
    table: sessions,
    owner: sessions.userId,
    order: sessions.id,
    omit: ['tokenHash'],
  },
  {
    name: 'password_reset_requests',
    table: passwordResetTokens,
    owner: passwordResetTokens.userId,
    order: passwordResetTokens.id,
    omit: ['tokenHash'],
  },
  {
    name: 'support_messages',
    table: supportMessages,
    owner: supportMessages.userId,
    order: supportMessages.id,
  },
  {
    name: 'subscription',
    table: subscriptions,
    owner: subscriptions.userId,
    order: subscriptions.userId,
  },
  {
    name: 'payment_orders',
    table: paymentOrders,
    owner: paymentOrders.userId,
    order: paymentOrders.id,
  },
  { name: 'payments', table: payments, owner: payments.userId, order: payments.id },
  {
    // ADR 037: whom the account invited to help care for its members (the link is a secret).
    name: 'caregiver_invitations',
    table: caregiverInvites,
    owner: caregiverInvites.userId,
    order: caregiverInvites.id,
    omit: ['tokenHash'],
  },
  { name: 'caregivers', table: caregivers, owner: caregivers.userId, order: caregivers.id },
  // The same table from the other side: the members this account helps care for.
  {
    name: 'caring_for',
    table: caregivers,
    owner: caregivers.caregiverId,
    order: caregivers.id,
  },
];

/** Tables with a user_id column that are not exported, and why. None today. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {};

export interface ExportColumn {
  /** The row's property (Drizzle's name). */
  key: string;
  /** The column's name in the database: the CSV's header. */
  header: string;
}

export function exportColumns(spec: ExportTable): ExportColumn[] {
  return Object.entries(getTableColumns(spec.table))
    .filter(([key]) => !spec.omit?.includes(key))
    .map(([key, column]) => ({ key, header: column.name }));
}

export const tableNameOf = (spec: ExportTable) => getTableName(spec.table);
