import { useState } from 'react';
import type { Member } from '@core/contract/family';
import { safeStorage } from '@web/lib/safe-storage';
import { chooseMember, readLastMember, rememberMember } from './member-choice';
import { useFamilyMembers } from '@web/session/members';

export interface TrackerMember {
  members: Member[];
  member: Member | null;
  /** Null while the family list loads (or could not be loaded). */
  memberId: string | null;
  choose: (memberId: string) => void;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** The member a tracker tab shows: the one last used on this device for this tab, else self. */
export function useTrackerMember(tab: string): TrackerMember {
  const query = useFamilyMembers({ silentErrors: true });
  const [remembered, setRemembered] = useState(() => readLastMember(safeStorage(), tab));
  const members = query.data ?? [];
  const memberId = chooseMember(members, remembered);
  return {
    members,
    member: members.find((m) => m.id === memberId) ?? null,
    memberId,
    choose: (id) => {
      setRemembered(id);
      rememberMember(safeStorage(), tab, id);
    },
    loading: query.isPending,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
