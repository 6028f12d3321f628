import { t } from '@lingui/core/macro';
import type { Member } from '@core/contract/family';

/** 'Me' would hide whose name it is: the self member shows its name with "(you)". */
export function memberName(member: Pick<Member, 'name' | 'isSelf'>): string {
  const { name } = member;
  return member.isSelf ? t`${name} (you)` : name;
}
