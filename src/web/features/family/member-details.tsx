import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Member } from '@core/contract/family';
import { formatCalendarDate } from '@web/lib/format-date';
import { GENDER_NAMES } from '@web/lib/member-look';

function Detail({
  label,
  children,
  half = false,
}: {
  label: string;
  children: ReactNode;
  half?: boolean;
}) {
  return (
    <div
      className={
        half
          ? 'border-b border-slate-100 py-2.5'
          : 'col-span-2 border-b border-slate-100 py-2.5 last:border-b-0'
      }
    >
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

function Chips({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <span className="font-normal text-slate-600">{empty}</span>;
  return (
    <ul className="mt-1 flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-normal text-slate-800"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The member's own details, as entered in the form. */
export function MemberDetails({ member }: { member: Member }) {
  const { i18n, t } = useLingui();
  return (
    <dl className="grid grid-cols-2 gap-x-3">
      <Detail label={t`Date of birth`}>
        {member.dateOfBirth ? formatCalendarDate(member.dateOfBirth) : t`Not added`}
      </Detail>
      <Detail label={t`Gender`} half>
        {member.gender ? i18n._(GENDER_NAMES[member.gender]) : t`Not added`}
      </Detail>
      <Detail label={t`Blood group`} half>
        {member.bloodGroup ?? t`Not known`}
      </Detail>
      <Detail label={t`Health conditions`}>
        <Chips items={member.conditions} empty={t`None added`} />
      </Detail>
      <Detail label={t`Allergies`}>
        <Chips items={member.allergies} empty={t`None added`} />
      </Detail>
    </dl>
  );
}
