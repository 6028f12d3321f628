import type { ComponentType, ReactNode } from 'react';
import type { Language } from '@core/i18n/languages';
import type { PerLanguage, PublicPage } from './registry';
import { NotMedicalAdvice, Sources, type Source } from './ui';

/** One language's words of a sourced page; the page's frame is the same in each. */
export interface SourcedText {
  /** The page's own content, down to the "not medical advice" note. */
  Body: ComponentType;
  /** What the note says the reader should do instead. */
  disclaimer: ReactNode;
  /** The closing paragraph: where to read on. */
  next: ReactNode;
}

export interface SourcedPageSpec extends Omit<PublicPage, 'body'> {
  /** What the page draws on, listed at its end in both languages. */
  sources: readonly Source[];
  text: PerLanguage<SourcedText>;
}

function SourcedBody({
  lang,
  text: { Body, disclaimer, next },
  sources,
}: {
  lang: Language;
  text: SourcedText;
  sources: readonly Source[];
}) {
  return (
    <>
      <Body />
      <NotMedicalAdvice lang={lang}>{disclaimer}</NotMedicalAdvice>
      <p>{next}</p>
      <Sources lang={lang} items={sources} />
    </>
  );
}

/**
 * A public page that teaches from cited sources (the trackers' pages, the period guide): its own
 * content, then the same close in each language: not medical advice, where to read on, sources.
 */
export function sourcedPage({ sources, text, ...page }: SourcedPageSpec): PublicPage {
  return {
    ...page,
    body: {
      en: function English() {
        return <SourcedBody lang="en" text={text.en} sources={sources} />;
      },
      hi: function Hindi() {
        return <SourcedBody lang="hi" text={text.hi} sources={sources} />;
      },
    },
  };
}
