/** Building blocks of the public pages' bodies: static markup, no hooks, no app code. */
import type { Language } from '@core/i18n/languages';
import type { ReactNode } from 'react';
import { CHROME } from './chrome';
import { SCREENSHOTS, type ScreenshotName } from './images';

/** A screenshot of the real app (made by scripts/data/public-site-screenshots.ts), lazy-loaded. */
export function Screenshot({
  name,
  alt,
  lang,
  caption,
}: {
  name: ScreenshotName;
  alt: string;
  lang: Language;
  caption?: ReactNode;
}) {
  const shot = SCREENSHOTS[name];
  return (
    <figure>
      <img
        src={shot.src[lang]}
        width={shot.width}
        height={shot.height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
      <figcaption>{caption ?? CHROME.screenshotNote[lang]}</figcaption>
    </figure>
  );
}

/** "Not medical advice", with what the reader should do instead. */
export function NotMedicalAdvice({ lang, children }: { lang: Language; children: ReactNode }) {
  return (
    <aside className="note" aria-label={CHROME.notMedicalAdvice[lang]}>
      <strong>{CHROME.notMedicalAdvice[lang]}</strong>
      {children}
    </aside>
  );
}

export interface Source {
  /** The document's own title, in its own language. */
  title: string;
  publisher: string;
  url: string;
}

export function Sources({ lang, items }: { lang: Language; items: readonly Source[] }) {
  return (
    <section className="sources" aria-labelledby="sources">
      <h2 id="sources">{CHROME.sources[lang]}</h2>
      <ol>
        {items.map((s) => (
          <li key={s.url}>
            {s.publisher}: <a href={s.url}>{s.title}</a>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A simple table with a caption and a header row; scrolls inside itself when narrow. */
export function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    // Focusable, so a keyboard can scroll it when a narrow screen cuts it.
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
