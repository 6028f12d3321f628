import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { FaqBlock } from './faq-types';

const LINK = /\[([^\]]+)\]\(([^)]+)\)/g;

/** A paragraph's text with its `[words](/path)` links as links of the app. */
function withLinks(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    const at = m.index;
    if (at > last) out.push(text.slice(last, at));
    out.push(
      <Link key={at} href={m[2] ?? '/'} className="font-medium text-brand-700 underline">
        {m[1]}
      </Link>,
    );
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

export function FaqAnswer({ blocks }: { blocks: readonly FaqBlock[] }) {
  return (
    <div className="space-y-2 text-base leading-relaxed text-slate-700">
      {blocks.map((block, i) =>
        typeof block === 'string' ? (
          <p key={i}>{withLinks(block)}</p>
        ) : (
          <ol key={i} className="list-decimal space-y-1 pl-6">
            {block.steps.map((step, j) => (
              <li key={j}>{withLinks(step)}</li>
            ))}
          </ol>
        ),
      )}
    </div>
  );
}
