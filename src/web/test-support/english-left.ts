/**
 * The English words left on a screen rendered to HTML in Hindi (ADR 026's "no English left"
 * checks): Latin-letter words in what a reader meets (the text, and the labels, placeholders,
 * titles and alt texts of elements), except email addresses and the words on `allowed` (brand
 * names, units). React's inline scripts for streamed parts and a page's own print CSS (a
 * <style> element) are not on screen.
 */
export function englishLeft(
  markup: string,
  allowed: ReadonlySet<string>,
  skip: readonly string[] = [],
): string[] {
  const html = markup
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ');
  const attributes = [...html.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map(
    (m) => m[1],
  );
  const text = [html.replace(/<[^>]+>/g, ' '), ...attributes]
    .join(' ')
    .replace(/&(?:#x27|#39);/g, "'")
    .replace(/&[#\w]+;/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ');
  const words = text.match(/[A-Za-z][A-Za-z0-9]*(?:[-'][A-Za-z]+)*/g) ?? [];
  return [...new Set(words.filter((word) => !allowed.has(word) && !skip.includes(word)))];
}
