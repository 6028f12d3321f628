import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';

export interface HistoryListProps<R extends { id: string }> {
  title: string;
  items: readonly R[];
  /** Words that name one item for the edit and delete buttons: "reading of 22 Nov 2026, 4:05 pm". */
  describe: (item: R) => string;
  render: (item: R) => ReactNode;
  onEdit: (item: R) => void;
  onDelete: (item: R) => void;
  onEditIntent: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** Newest first, each with its category badge (in `render`), edit and delete. */
export function HistoryList<R extends { id: string }>(props: HistoryListProps<R>) {
  const { title, items, describe, render, onEdit, onDelete, onEditIntent } = props;
  const { t } = useLingui();
  return (
    <Card aria-labelledby="history-title" className="p-4">
      <h2 id="history-title" className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-1 divide-y divide-slate-200">
        {items.map((item) => {
          const what = describe(item);
          return (
            <li key={item.id} className="flex items-start gap-1 py-3">
              <div className="min-w-0 flex-1">{render(item)}</div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Edit ${what}`}
                onClick={() => onEdit(item)}
                onPointerEnter={onEditIntent}
                onFocus={onEditIntent}
                className="-my-1 size-10"
              >
                <Pencil className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Delete ${what}`}
                onClick={() => onDelete(item)}
                className="-my-1 -mr-2 size-10 text-red-700 hover:bg-red-50"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      {props.hasMore ? (
        <Button
          variant="outline"
          className="mt-2 w-full"
          onClick={props.onMore}
          disabled={props.loadingMore}
        >
          {props.loadingMore ? <Spinner className="size-4" /> : null}
          {props.loadingMore ? t`Loading...` : t`Show older`}
        </Button>
      ) : null}
    </Card>
  );
}
