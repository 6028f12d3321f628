export interface TimeZoneOption {
  value: string;
  label: string;
}

/** PRODUCT §1: IST first; a few zones where Indian families often live. */
export const TIME_ZONE_OPTIONS: readonly TimeZoneOption[] = [
  { value: 'Asia/Kolkata', label: 'India (IST)' },
  { value: 'Asia/Kathmandu', label: 'Nepal' },
  { value: 'Asia/Dhaka', label: 'Bangladesh' },
  { value: 'Asia/Dubai', label: 'UAE (Dubai)' },
  { value: 'Asia/Riyadh', label: 'Saudi Arabia' },
  { value: 'Asia/Singapore', label: 'Singapore' },
  { value: 'Europe/London', label: 'United Kingdom' },
  { value: 'America/New_York', label: 'US Eastern' },
  { value: 'America/Los_Angeles', label: 'US Pacific' },
  { value: 'Australia/Sydney', label: 'Australia (Sydney)' },
  { value: 'UTC', label: 'UTC' },
];

/** The list, with the account's own zone added when it is not one of them. */
export function timeZoneOptions(current: string | undefined): readonly TimeZoneOption[] {
  if (!current || TIME_ZONE_OPTIONS.some((o) => o.value === current)) return TIME_ZONE_OPTIONS;
  return [...TIME_ZONE_OPTIONS, { value: current, label: current }];
}

/** How a zone reads in the list: 'India (IST) · Asia/Kolkata'; an unlisted one by its name. */
export function timeZoneText(option: TimeZoneOption): string {
  return option.label === option.value ? option.value : `${option.label} · ${option.value}`;
}

/** The account's zone as the list shows it. */
export function describeTimeZone(value: string): string {
  const option = TIME_ZONE_OPTIONS.find((o) => o.value === value);
  return option ? timeZoneText(option) : value;
}
