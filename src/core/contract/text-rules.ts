/**
 * The one rule for text the API takes (ADR 012): no control characters (PostgreSQL text cannot
 * hold NUL; the others are invisible and only ever a probe or a paste slip) and no broken UTF-16
 * (a lone surrogate cannot be encoded to UTF-8 or put in a URL). Tab, line feed and carriage
 * return stay allowed: notes have lines.
 */

// C0 controls but tab, LF and CR; DEL; the C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'contains characters that are not allowed';

export function isSafeText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

const MAX_DEPTH = 20;

/**
 * The name of the first field (or key) in a parsed request whose text breaks the rule, such as
 * `name` or `conditions[2]`; null when all text is safe.
 */
export function findUnsafeText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path || 'text';
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnsafeText(item, `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return here;
    const found = findUnsafeText(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}
