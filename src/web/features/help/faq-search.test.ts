import { describe, expect, it } from 'vitest';
import { searchFaq, searchable } from './faq-search';
import type { FaqEntry } from './faq-types';

const ENTRIES: FaqEntry[] = [
  {
    id: 'install-iphone',
    topic: 'install',
    question: 'How do I install MedMitra on my iPhone?',
    answer: [{ steps: ['Open MedMitra in Safari', 'Tap "Add to Home Screen"'] }],
  },
  {
    id: 'premium-refund',
    topic: 'premium',
    question: 'Can I get a refund?',
    answer: ['Read the [refund policy](/refund-policy) for the details.'],
  },
  {
    id: 'reminders-android',
    topic: 'reminders',
    question: 'Android पर दवा की याद कैसे आती है?',
    answer: ['रिफ़ंड नहीं, बल्कि रिमाइंडर। फ़ोन की सेटिंग में सूचनाएँ चालू करें।'],
  },
];

const ids = (query: string) => searchFaq(ENTRIES, query).map((e) => e.id);

describe('searching the FAQ', () => {
  it('finds all for an empty query, nothing for words no entry has', () => {
    expect(ids('')).toEqual(['install-iphone', 'premium-refund', 'reminders-android']);
    expect(ids('   ')).toHaveLength(3);
    expect(ids('bluetooth')).toEqual([]);
  });

  it('matches questions and answers in English, whatever the case and accents', () => {
    expect(ids('IPHONE')).toEqual(['install-iphone']);
    expect(ids('home screen')).toEqual(['install-iphone']);
    expect(ids('réfund')).toEqual(['premium-refund']);
    expect(ids('POLICY details')).toEqual(['premium-refund']);
    // A link's address is not its words.
    expect(ids('/refund-policy')).toEqual(['premium-refund']);
    expect(ids('refund-policy safari')).toEqual([]);
  });

  it('matches Devanagari, with or without the nukta and chandrabindu', () => {
    expect(ids('दवा')).toEqual(['reminders-android']);
    expect(ids('याद')).toEqual(['reminders-android']);
    expect(ids('रिफंड')).toEqual(['reminders-android']);
    expect(ids('सूचनाएं')).toEqual(['reminders-android']);
    expect(ids('फोन सेटिंग')).toEqual(['reminders-android']);
    // A vowel sign is part of the word.
    expect(searchable('दवा')).not.toBe(searchable('दव'));
    expect(ids('android')).toEqual(['reminders-android']);
  });
});
