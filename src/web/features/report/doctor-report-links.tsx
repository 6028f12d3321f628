import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { MemberAvatar } from '@web/components/members/member-avatar';
import { memberSubtitle } from '@web/lib/member-look';
import { useFamilyMembers } from '@web/session/members';
import { useToday } from '@web/session/use-today';

/** The path of a member's doctor's report. */
export const reportPath = (memberId: string) => `/family/${memberId}/report`;

/**
 * Each family member, as the family list shows them (avatar, relation and age), with a link to
 * their doctor's report. Takes no props; reads the family list the signed-in app already has.
 */
export function DoctorReportLinks() {
  const members = useFamilyMembers();
  const { today } = useToday();
  const { i18n } = useLingui();
  const list = members.data ?? [];
  if (list.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-100">
      {list.map((member) => {
        const { id, name } = member;
        return (
          <li key={id}>
            <Link
              href={reportPath(id)}
              className="flex min-h-14 items-center gap-3 py-2 hover:bg-slate-50"
            >
              <MemberAvatar member={member} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium wrap-anywhere text-brand-800 underline">
                  <Trans>Doctor’s report: {name}</Trans>
                </span>
                <span className="block text-sm text-slate-600">
                  {memberSubtitle(i18n, member, today)}
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
