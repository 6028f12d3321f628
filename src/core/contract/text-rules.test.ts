import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText } from './text-rules';

describe('isSafeText', () => {
  it('allows every script, emoji, tabs and line breaks', () => {
    for (const text of ['पर्ची', 'மருந்து', 'Paracetamol 500 mg', '😀 smile', 'a\tb\nc\r\nd', ''])
      expect(isSafeText(text), text).toBe(true);
  });

  it('refuses NUL, other control characters and DEL', () => {
    for (const text of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', '\u0085', '\u000b'])
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
  });

  it('refuses lone surrogates but not pairs', () => {
    expect(isSafeText('\uD83D')).toBe(false);
    expect(isSafeText('a\uDE00b')).toBe(false);
    expect(isSafeText('\uDE00\uD83D')).toBe(false);
    expect(isSafeText('\uD83D\uDE00')).toBe(true);
  });
});

describe('findUnsafeText', () => {
  it('names the field, deep in arrays and objects, and bad keys too', () => {
    expect(findUnsafeText({ name: 'Meera', notes: 'ok' })).toBeNull();
    expect(findUnsafeText({ name: 'Me\u0000era' })).toBe('name');
    expect(findUnsafeText({ conditions: ['ok', 'b\u0000'] })).toBe('conditions[1]');
    expect(findUnsafeText({ a: { b: '\uD800' } })).toBe('a.b');
    expect(findUnsafeText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnsafeText('\u0000')).toBe('text');
    expect(findUnsafeText(42)).toBeNull();
  });
});
