/**
 * A greeting for the hour of the day (0-23) on the user's device. After midnight it is neither
 * evening nor morning yet (a parent up with a sick child at 02:00): a plain "Hello".
 */
export function greetingFor(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 17) return 'Good afternoon';
  if (hour >= 17) return 'Good evening';
  return 'Hello';
}
