import { Suspense, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Tracker } from './queries';
import { lazy } from '@web/lib/lazy';

const EditDialog = lazy(() => import('./edit-dialog'));
const DeleteReadingDialog = lazy(() => import('./delete-reading-dialog'));

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Target<R> {
  open: boolean;
  reading: R | null;
}

/** Which reading is being edited or deleted; the dialogs' code loads on the first use. */
export function useReadingDialogs<R extends { id: string }>() {
  const [edit, setEdit] = useState<Target<R>>({ open: false, reading: null });
  const [remove, setRemove] = useState<Target<R>>({ open: false, reading: null });
  return {
    edit,
    remove,
    startEdit: (reading: R) => setEdit({ open: true, reading }),
    startDelete: (reading: R) => setRemove({ open: true, reading }),
    // The reading stays while the dialog animates out.
    setEditOpen: (open: boolean) => setEdit((e) => ({ ...e, open })),
    setRemoveOpen: (open: boolean) => setRemove((r) => ({ ...r, open })),
  };
}

export type ReadingDialogsState<R extends { id: string }> = ReturnType<typeof useReadingDialogs<R>>;

export function ReadingDialogs<R extends { id: string }>({
  tracker,
  dialogs,
  editTitle,
  renderForm,
  deleteTitle,
  describe,
}: {
  tracker: Tracker;
  dialogs: ReadingDialogsState<R>;
  editTitle: string;
  renderForm: (reading: R, done: () => void) => ReactNode;
  deleteTitle: string;
  describe: (reading: R) => string;
}) {
  const { t } = useLingui();
  const { edit, remove } = dialogs;
  const what = remove.reading ? capitalize(describe(remove.reading)) : '';
  return (
    <Suspense fallback={null}>
      {edit.reading ? (
        <EditDialog open={edit.open} onOpenChange={dialogs.setEditOpen} title={editTitle}>
          {renderForm(edit.reading, () => dialogs.setEditOpen(false))}
        </EditDialog>
      ) : null}
      {remove.reading ? (
        <DeleteReadingDialog
          tracker={tracker}
          readingId={remove.reading.id}
          open={remove.open}
          onOpenChange={dialogs.setRemoveOpen}
          title={deleteTitle}
          description={t`${what} will be removed from the history. This cannot be undone.`}
        />
      ) : null}
    </Suspense>
  );
}
