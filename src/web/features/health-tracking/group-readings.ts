/**
 * One account-wide list per tracker, split by member, each member's rows newest first. This is
 * how the family screens stay at one request per tracker whatever the number of members.
 */
export function groupByMember<T extends { memberId: string }>(
  rows: readonly T[],
  timeOf: (row: T) => string,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.memberId);
    if (list) list.push(row);
    else groups.set(row.memberId, [row]);
  }
  for (const list of groups.values()) list.sort((a, b) => compareNewestFirst(timeOf(a), timeOf(b)));
  return groups;
}

/**
 * Times may be ISO instants with different offsets ('…+05:30' and '…Z') or plain dates: compared
 * as instants when both parse, else as text.
 */
export function compareNewestFirst(a: string, b: string): number {
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  if (!Number.isNaN(ta) && !Number.isNaN(tb) && ta !== tb) return tb - ta;
  return a < b ? 1 : a > b ? -1 : 0;
}

/**
 * The members a capped list may have cut off: when the list came back full, members with no row
 * in it may still have older readings, and get a small request of their own.
 */
export function membersToFetchAlone(
  memberIds: readonly string[],
  groups: ReadonlyMap<string, unknown[]>,
  listLength: number,
  limit: number,
): string[] {
  if (listLength < limit) return [];
  return memberIds.filter((id) => !groups.has(id));
}
