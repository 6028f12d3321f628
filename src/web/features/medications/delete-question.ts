import { uploadedOn } from '@web/features/prescriptions/uploaded-on';
import type { DeleteTarget } from './page-logic';

/** What the confirmation asks before anything is deleted. */
export function deleteQuestion(
  target: DeleteTarget,
  timeZone: string,
): { title: string; description: string } {
  if (target.kind === 'medication') {
    return {
      title: `Delete ${target.medication.name}?`,
      description: 'Its dose history will be deleted too.',
    };
  }
  const p = target.prescription;
  const kind = p.mimeType === 'application/pdf' ? 'PDF' : 'photo';
  const day = uploadedOn(p.createdAt, timeZone);
  return {
    title: 'Delete this prescription?',
    description: `The ${kind}${day ? ` uploaded on ${day}` : ''} will be deleted. This cannot be undone.`,
  };
}
