/** India's zone: a new account's default, and the one the journeys' doses are timed in. */
export const IST = 'Asia/Kolkata';

/** 'HH:mm' (24-hour) of an instant in India: a medicine's time of day as the app takes it. */
export function istClock(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: IST,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}
