import type { MessageDescriptor } from '@lingui/core';
import type { Translator as I18n } from '@web/lib/i18n/runtime';
import { msg } from '@lingui/core/macro';

export interface TimeZoneOption {
  value: string;
  /** A zone not in the list is named by its id. */
  label: MessageDescriptor | string;
}

/** PRODUCT §1: IST first; a few zones where Indian families often live. */
export const TIME_ZONE_OPTIONS: readonly TimeZoneOption[] = [
  { value: 'Asia/Kolkata', label: msg`India (IST)` },
  { value: 'Asia/Kathmandu', label: msg`Nepal` },
  { value: 'Asia/Dhaka', label: msg`Bangladesh` },
  { value: 'Asia/Dubai', label: msg`UAE (Dubai)` },
  { value: 'Asia/Riyadh', label: msg`Saudi Arabia` },
  { value: 'Asia/Singapore', label: msg`Singapore` },
  { value: 'Europe/London', label: msg`United Kingdom` },
  { value: 'America/New_York', label: msg`US Eastern` },
  { value: 'America/Los_Angeles', label: msg`US Pacific` },
  { value: 'Australia/Sydney', label: msg`Australia (Sydney)` },
  { value: 'UTC', label: 'UTC' },
];

/** The list, with the account's own zone added when it is not one of them. */
export function timeZoneOptions(current: string | undefined): readonly TimeZoneOption[] {
  if (!current || TIME_ZONE_OPTIONS.some((o) => o.value === current)) return TIME_ZONE_OPTIONS;
  return [...TIME_ZONE_OPTIONS, { value: current, label: current }];
}

/** How a zone reads in the list: 'India (IST) · Asia/Kolkata'; an unlisted one by its name. */
export function timeZoneText(i18n: I18n, option: TimeZoneOption): string {
  if (typeof option.label === 'string') {
    return option.label === option.value ? option.value : `${option.label} · ${option.value}`;
  }
  return `${i18n._(option.label)} · ${option.value}`;
}

/** The account's zone as the list shows it. */
export function describeTimeZone(i18n: I18n, value: string): string {
  const option = TIME_ZONE_OPTIONS.find((o) => o.value === value);
  return option ? timeZoneText(i18n, option) : value;
}
