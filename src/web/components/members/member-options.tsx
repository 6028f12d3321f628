import type { Member } from '@core/contract/family';
import { memberName } from '@web/lib/member-name';

/** The family as a select's options ("Asha (you)" first when the caller orders so). */
export function MemberOptions({ members }: { members: readonly Member[] }) {
  return members.map((m) => (
    <option key={m.id} value={m.id}>
      {memberName(m)}
    </option>
  ));
}
