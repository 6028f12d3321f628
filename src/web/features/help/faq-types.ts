/** The FAQ's groups, in the order the page shows them. */
export const FAQ_TOPICS = [
  'reminders',
  'install',
  'premium',
  'family',
  'privacy',
  'prices',
] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/**
 * A paragraph of an answer, or numbered steps. Text may hold links written `[words](/path)`:
 * the page renders them as links, the search reads only their words.
 */
export type FaqBlock = string | { readonly steps: readonly string[] };

export interface FaqEntry {
  /** The same in every language (faq-content.test.ts checks): a link can point at it. */
  readonly id: string;
  readonly topic: FaqTopic;
  readonly question: string;
  readonly answer: readonly FaqBlock[];
}
