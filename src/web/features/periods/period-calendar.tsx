import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { describeMark, markOf, type DayKind, type DayMark } from './calendar-marks';
import {
  buildMonthGrid,
  monthOf,
  monthTitle,
  shiftMonth,
  weekdayHeaders,
} from '@web/lib/month-grid';

const KIND_CLASSES: Record<DayKind, string> = {
  logged: 'bg-pink-700 font-semibold text-white',
  predicted: 'bg-pink-100 text-pink-900',
  ovulation: 'bg-sky-700 font-semibold text-white',
  fertile: 'bg-sky-100 text-sky-900',
};
const WINDOW_CLASSES = 'outline-2 -outline-offset-2 outline-dashed outline-pink-600';
const TODAY_CLASSES = 'ring-2 ring-slate-900 ring-offset-1';

function DayCell({ day, mark, isToday }: { day: string; mark: DayMark; isToday: boolean }) {
  const said = describeMark(mark, isToday);
  return (
    <span
      className={cn(
        'mx-auto flex size-8 items-center justify-center rounded-full text-sm text-slate-800 min-[360px]:size-9',
        mark.kind && KIND_CLASSES[mark.kind],
        mark.inWindow && WINDOW_CLASSES,
        isToday && TODAY_CLASSES,
      )}
    >
      {Number(day.slice(8, 10))}
      {said ? <span className="sr-only">, {said}</span> : null}
    </span>
  );
}

function LegendItem({ className, label }: { className: string; label: string }) {
  return (
    <li className="flex items-center gap-2">
      <span aria-hidden="true" className={cn('size-4 shrink-0 rounded-full', className)} />
      {label}
    </li>
  );
}

/**
 * A month of the cycle as a table: logged, predicted, fertile and ovulation days, and the window
 * in which the next period may start. Sunday first, as Indian wall calendars print the week.
 */
export function PeriodCalendar({
  marks,
  today,
}: {
  marks: ReadonlyMap<string, DayMark>;
  today: string;
}) {
  const [month, setMonth] = useState(() => monthOf(today));
  const { t } = useLingui();
  const rows = buildMonthGrid(month);
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const previousTitle = monthTitle(previous);
  const nextTitle = monthTitle(next);
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Previous month, ${previousTitle}`}
          onClick={() => setMonth(previous)}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
        <h3 id="period-month" aria-live="polite" className="font-semibold text-slate-900">
          {monthTitle(month)}
        </h3>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Next month, ${nextTitle}`}
          onClick={() => setMonth(next)}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <table
        className="mt-1 w-full table-fixed border-separate border-spacing-y-1"
        aria-labelledby="period-month"
      >
        <thead>
          <tr>
            {weekdayHeaders().map((h) => (
              <th
                key={h.long}
                scope="col"
                abbr={h.long}
                className="pb-1 text-xs font-medium text-slate-600"
              >
                {h.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.find(Boolean) ?? i}>
              {row.map((day, j) => (
                <td key={day ?? `blank-${j}`} className="p-0 text-center">
                  {day ? (
                    <DayCell day={day} mark={markOf(marks, day)} isToday={day === today} />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm text-slate-700 min-[360px]:grid-cols-2"
        aria-label={t`Legend`}
      >
        <LegendItem className={KIND_CLASSES.logged} label={t`Period`} />
        <LegendItem className={KIND_CLASSES.predicted} label={t`Predicted period`} />
        <LegendItem className={KIND_CLASSES.fertile} label={t`Fertile window`} />
        <LegendItem className={KIND_CLASSES.ovulation} label={t`Likely ovulation`} />
        <LegendItem className={cn('bg-white', WINDOW_CLASSES)} label={t`May start on these days`} />
        <LegendItem className={cn('bg-white', TODAY_CLASSES)} label={t`Today`} />
      </ul>
    </div>
  );
}
