/**
 * Periods are offered for female members, "other", and anyone whose gender is not entered yet
 * (the self member starts without one); and for anyone who already has periods logged.
 */
export function tracksPeriods(member: { gender: string | null }, hasPeriods = false): boolean {
  return hasPeriods || member.gender !== 'male';
}
