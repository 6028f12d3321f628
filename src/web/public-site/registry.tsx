/**
 * The public site's page type (ADR 028). Every public page is registered once, in
 * `pages.ts`, with what its static HTML needs in each language; `build.tsx` renders them.
 * Nothing here may import the app (src/web/shell, features, lib/i18n): these pages load no
 * JavaScript, and their texts are not in the Lingui catalogue.
 */
import type { Language } from '@core/i18n/languages';
import type { ComponentType } from 'react';

export type PerLanguage<T> = Readonly<Record<Language, T>>;

/** A JSON-LD object (schema.org), written into the page as `application/ld+json`. */
export type StructuredData = Readonly<Record<string, unknown>>;

export interface PublicPage {
  /** The address, a spec §2 public path: '/medicine-reminder'. */
  path: string;
  /** The page's `<h1>`; `<title>` and the Open Graph title add " | MedMitra". */
  title: PerLanguage<string>;
  /** `<meta name="description">` and Open Graph description: about 150 characters. */
  description: PerLanguage<string>;
  /** The name in the footer's list of pages. */
  navLabel: PerLanguage<string>;
  /**
   * The page's content below its `<h1>`, one component per language taking no props. It is
   * rendered once, at build time, with `renderToStaticMarkup`: no hooks that need the app's
   * providers (no TanStack Query, router or Lingui), no effects that matter.
   */
  body: PerLanguage<ComponentType>;
  /** Open Graph type: 'article' for long reading (a guide, a policy); 'website' otherwise. */
  kind?: 'website' | 'article';
  /** schema.org data about the page, given its absolute address in that language. */
  structuredData?: (lang: Language, url: string) => StructuredData;
  /** Policies and other fine print: listed apart in the footer, no call to action at the top. */
  group?: 'product' | 'policy';
}

/** Per-language bodies from one component that takes the language (a policy text, say). */
export function bodiesOf(Text: ComponentType<{ lang: Language }>): PerLanguage<ComponentType> {
  return {
    en: function English() {
      return <Text lang="en" />;
    },
    hi: function Hindi() {
      return <Text lang="hi" />;
    },
  };
}
