import { Trans } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { useMembers } from '@web/features/family/queries';

/** The path of a member's doctor's report. */
export const reportPath = (memberId: string) => `/family/${memberId}/report`;

/**
 * For /data-privacy: each family member with a link to their doctor's report. Takes no props;
 * reads the family list the signed-in app already has.
 */
export function DoctorReportLinks() {
  const members = useMembers();
  const list = members.data ?? [];
  if (list.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-100">
      {list.map(({ id, name }) => (
        <li key={id}>
          <Link
            href={reportPath(id)}
            className="flex min-h-11 items-center gap-2 py-2 text-sm font-medium text-brand-800 hover:underline"
          >
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            <span className="wrap-anywhere">
              <Trans>Doctor’s report: {name}</Trans>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
