import type { ReactNode } from 'react';
import type { Member } from '@core/contract/family';
import { formatCalendarDate } from '@web/lib/format-date';
import { GENDER_LABELS } from './member-look';

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
  return (
    <dl className="grid grid-cols-2 gap-x-3">
      <Detail label="Date of birth">
        {member.dateOfBirth ? formatCalendarDate(member.dateOfBirth) : 'Not added'}
      </Detail>
      <Detail label="Gender" half>
        {member.gender ? GENDER_LABELS[member.gender] : 'Not added'}
      </Detail>
      <Detail label="Blood group" half>
        {member.bloodGroup ?? 'Not known'}
      </Detail>
      <Detail label="Health conditions">
        <Chips items={member.conditions} empty="None added" />
      </Detail>
      <Detail label="Allergies">
        <Chips items={member.allergies} empty="None added" />
      </Detail>
    </dl>
  );
}
