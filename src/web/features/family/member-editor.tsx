import { Suspense, useState } from 'react';
import type { Member } from '@core/contract/family';
import { emptyMemberValues, nextFreeColor } from './member-form-values';
import { MEMBER_PALETTE } from '@web/lib/member-colors';
import { lazy } from '@web/lib/lazy';

const loadMemberDialog = () => import('./member-dialog');
const MemberDialog = lazy(loadMemberDialog);
const RemoveMemberDialog = lazy(() => import('./remove-member-dialog'));

/** Starts loading the form before the tap (hover, focus). */
export function prefetchMemberDialog(): void {
  loadMemberDialog().catch(() => undefined);
}

/**
 * Add, edit and remove dialogs for the family screens. Their code (Radix dialog, form library,
 * zod contract, the write requests) loads on first use, not with the page.
 */
export function useMemberEditor(members: readonly Member[], onRemoved?: (member: Member) => void) {
  const [editor, setEditor] = useState({ open: false, used: false, member: null as Member | null });
  const [confirm, setConfirm] = useState({ open: false, member: null as Member | null });
  const defaults = emptyMemberValues(
    nextFreeColor(
      members.map((m) => m.color),
      MEMBER_PALETTE,
    ),
  );

  const dialogs = (
    <Suspense fallback={null}>
      {editor.used ? (
        <MemberDialog
          open={editor.open}
          onOpenChange={(open) => setEditor((e) => ({ ...e, open }))}
          member={editor.member}
          defaults={defaults}
        />
      ) : null}
      {confirm.member ? (
        <RemoveMemberDialog
          member={confirm.member}
          open={confirm.open}
          onOpenChange={(open) => setConfirm((c) => ({ ...c, open }))}
          onRemoved={onRemoved}
        />
      ) : null}
    </Suspense>
  );

  return {
    openAdd: () => setEditor({ open: true, used: true, member: null }),
    openEdit: (member: Member) => setEditor({ open: true, used: true, member }),
    openRemove: (member: Member) => {
      if (!member.isSelf) setConfirm({ open: true, member });
    },
    dialogs,
  };
}
