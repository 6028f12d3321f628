import type { SessionUser } from '@core/contract/auth';

/** Spec §2: the first letter of the username in a circle, the username and the email. */
export function UserHeader({ user }: { user: SessionUser }) {
  const initial = (user.username || user.email).trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white"
      >
        {initial}
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{user.username}</p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
      </div>
    </div>
  );
}
