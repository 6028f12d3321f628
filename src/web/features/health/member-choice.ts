import type { Member } from '@core/contract/family';

/**
 * The member each tracker last showed, per device: mother's blood pressure and the son's eye
 * tests are different people, so each tab remembers its own. Stored as { [tab]: memberId }.
 */
export const LAST_MEMBER_KEY = 'medmitra_health_last_member';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function readAll(store: KeyValueStore): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(LAST_MEMBER_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Record<string, string> = {};
    for (const [tab, id] of Object.entries(parsed)) if (typeof id === 'string') out[tab] = id;
    return out;
  } catch {
    return {};
  }
}

export function readLastMember(store: KeyValueStore, tab: string): string | null {
  return readAll(store)[tab] ?? null;
}

export function rememberMember(store: KeyValueStore, tab: string, memberId: string): void {
  try {
    store.setItem(LAST_MEMBER_KEY, JSON.stringify({ ...readAll(store), [tab]: memberId }));
  } catch {
    // Storage full or refused: the choice lasts for this visit only.
  }
}

/**
 * The member to show: the remembered one while it is still in the family, else the account
 * holder, else the first member. Null while there are no members.
 */
export function chooseMember(
  members: readonly Pick<Member, 'id' | 'isSelf'>[],
  remembered: string | null,
): string | null {
  if (remembered && members.some((m) => m.id === remembered)) return remembered;
  return (members.find((m) => m.isSelf) ?? members[0])?.id ?? null;
}
