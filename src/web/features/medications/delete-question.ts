import { t } from '@lingui/core/macro';
import { uploadedOn } from '@web/features/prescriptions/uploaded-on';
import type { DeleteTarget } from './page-logic';

/** What the confirmation asks before anything is deleted. */
export function deleteQuestion(
  target: DeleteTarget,
  timeZone: string,
): { title: string; description: string } {
  if (target.kind === 'medication') {
    const { name } = target.medication;
    return {
      title: t`Delete ${name}?`,
      description: t`Its dose history will be deleted too.`,
    };
  }
  const p = target.prescription;
  const pdf = p.mimeType === 'application/pdf';
  const day = uploadedOn(p.createdAt, timeZone);
  const description = day
    ? pdf
      ? t`The PDF uploaded on ${day} will be deleted. This cannot be undone.`
      : t`The photo uploaded on ${day} will be deleted. This cannot be undone.`
    : pdf
      ? t`The PDF will be deleted. This cannot be undone.`
      : t`The photo will be deleted. This cannot be undone.`;
  return { title: t`Delete this prescription?`, description };
}
