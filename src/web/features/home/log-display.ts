import { t } from '@lingui/core/macro';

// Recent activity's own (Home's lists, a chunk beside the page's): apart from display.ts's ring
// helpers, which are in the page's own first load.

export type LogKind = 'taken' | 'missed' | 'added';

/** Spec §4: taken and missed have their own display; any other status reads as added. */
export function logDisplay(status: string): { kind: LogKind; text: string } {
  if (status === 'taken') return { kind: 'taken', text: t`Took medication` };
  if (status === 'missed') return { kind: 'missed', text: t`Missed medication` };
  return { kind: 'added', text: t`Added medication` };
}
