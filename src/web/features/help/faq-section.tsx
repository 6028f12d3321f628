import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { Input } from '@web/components/ui/input';
import { FaqAnswer } from './faq-answer';
import { queryWords, searchFaq } from './faq-search';
import { FAQ_TOPICS, type FaqEntry } from './faq-types';
import { TOPIC_LABELS } from './topic-labels';

/**
 * lucide's Search drawn here: importing it from lucide-react makes its module shared with the
 * prices page, and the build splits it into a chunk of its own (+142 B gzip on /prices' first
 * load).
 */
function MagnifierIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
    >
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.3-4.3" />
    </svg>
  );
}

function FaqItems({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {entries.map((entry) => (
        <li key={entry.id} id={`faq-${entry.id}`}>
          <details className="group">
            <summary className="flex min-h-12 cursor-pointer list-none items-start gap-3 px-4 py-3 text-base font-medium leading-relaxed text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <span className="min-w-0 flex-1">{entry.question}</span>
              <ChevronDown
                className="mt-1 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="px-4 pb-4">
              <FaqAnswer blocks={entry.answer} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** The FAQ with its search: as one types, the questions whose question or answer match. */
export function FaqSection({ entries }: { entries: readonly FaqEntry[] }) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const shown = useDeferredValue(query);
  const found = useMemo(() => searchFaq(entries, shown), [entries, shown]);
  const searching = queryWords(shown).length > 0;
  const searchId = useId();

  return (
    <section aria-labelledby="faq-title" className="space-y-4">
      <h2 id="faq-title" className="text-lg font-semibold text-slate-900">
        <Trans>Frequently asked questions</Trans>
      </h2>
      <div role="search" className="space-y-1.5">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          <Trans>Search the questions</Trans>
        </label>
        <div className="relative">
          <MagnifierIcon />
          <Input
            id={searchId}
            type="search"
            className="pl-10"
            autoComplete="off"
            placeholder={t`e.g. reminders on iPhone`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </div>
      <p role="status" className="text-sm text-slate-600" aria-live="polite">
        {searching && found.length > 0 ? (
          <Plural value={found.length} one="# answer found" other="# answers found" />
        ) : null}
      </p>
      {searching ? (
        found.length > 0 ? (
          <FaqItems entries={found} />
        ) : (
          <div className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
            <p className="font-medium text-slate-900">
              <Trans>No answers match “{shown}”.</Trans>
            </p>
            <p className="mt-1 text-sm text-slate-700">
              <Trans>Try other words, or write to us with the form below.</Trans>
            </p>
          </div>
        )
      ) : (
        FAQ_TOPICS.map((topic) => (
          <div key={topic} className="space-y-2">
            <h3 className="text-base font-semibold text-slate-800">
              {i18n._(TOPIC_LABELS[topic])}
            </h3>
            <FaqItems entries={entries.filter((e) => e.topic === topic)} />
          </div>
        ))
      )}
    </section>
  );
}
