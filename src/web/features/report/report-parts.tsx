import type { ReactNode } from 'react';

/** A section of the report: it starts on the same page as its heading. */
export function ReportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 print:rounded-none print:p-0 print:pt-3 print:ring-0"
    >
      <h2
        id={id}
        className="mb-2 border-b border-slate-200 pb-1 text-base font-semibold text-slate-900 print:break-after-avoid print:border-black print:text-black"
      >
        {title}
      </h2>
      <div className="space-y-3">{children}</div>
    </section>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <h3 className="text-sm font-semibold text-slate-800 print:break-after-avoid print:text-black">
      {children}
    </h3>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 print:text-black">{children}</p>;
}

/**
 * A table of figures that scrolls sideways on a phone rather than squeezing; a row never breaks
 * across printed pages, and the header repeats on each.
 */
export function ReportTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly ReactNode[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    // Focusable, so a keyboard can scroll a table wider than the phone (axe: scrollable region).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700 print:overflow-visible"
    >
      <table className="report-table w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th
                key={i}
                scope="col"
                className="border-b border-slate-300 px-1.5 py-1 align-bottom text-xs font-semibold text-slate-700 print:border-black print:text-black"
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="break-inside-avoid">
              {row.map((cell, c) => (
                <td
                  key={c}
                  className="border-b border-slate-100 px-1.5 py-1 align-top text-slate-900 print:border-slate-400 print:text-black"
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart kept whole on one printed page. */
export function ChartBox({ children }: { children: ReactNode }) {
  return <div className="report-chart break-inside-avoid">{children}</div>;
}
