import { OCR_FIRST_LOOK, OCR_SECOND_LOOK } from './ocr-settings';

/**
 * What the reader needs from an OCR engine's page: its text, and the words it was unsure of.
 * Shaped as tesseract.js gives its result (blocks > paragraphs > lines > words), by structure only,
 * so core depends on no engine.
 */

/**
 * Below this confidence (tesseract's 0-100) a word is shown to the user to check. Clean print
 * reads at 90+; the corpus's blurred and photographed pages put misread words under 70.
 */
export const UNSURE_BELOW = 70;

/** The most words sent back as unsure: a page of noise should not make a long request. */
export const MAX_UNSURE_WORDS = 200;

export interface OcrWord {
  text: string;
  confidence: number;
}

export interface OcrBlocks {
  blocks?:
    | readonly { paragraphs: readonly { lines: readonly { words: readonly OcrWord[] }[] }[] }[]
    | null;
}

/** The distinct words of the page read with a low confidence, lower-cased, as they were read. */
export function unsureWords(page: OcrBlocks, below = UNSURE_BELOW): string[] {
  const out = new Set<string>();
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const bare = word.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase();
          if (bare !== '' && bare.length <= 60 && word.confidence < below) out.add(bare);
          if (out.size >= MAX_UNSURE_WORDS) return [...out];
        }
      }
    }
  }
  return [...out];
}

/** A word read at this confidence or more counts towards a page read well. */
const CONFIDENT = 80;

/** The words of the page read with a confidence of 80 or more. */
export function confidentWordCount(page: OcrBlocks): number {
  let n = 0;
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words) if (word.confidence >= CONFIDENT) n += 1;
  return n;
}

/**
 * Fewer than 40 confident words: a page read poorly (in the corpus, clean prints give 63 or more,
 * a blurred table 29, a faded print none), worth a second look with the other threshold.
 */
export const POOR_READ_BELOW = 40;

export function readPoorly(page: OcrBlocks): boolean {
  return confidentWordCount(page) < POOR_READ_BELOW;
}

/**
 * Reads a page once with Otsu's threshold and, when that read poorly, again with Sauvola's,
 * keeping the better read: how the phone and the corpus test both read (ADR 036).
 */
export async function readWithSecondLook<P extends OcrBlocks>(
  look: (threshold: Readonly<Record<string, string>>) => Promise<P>,
): Promise<P> {
  const first = await look(OCR_FIRST_LOOK);
  if (!readPoorly(first)) return first;
  const second = await look(OCR_SECOND_LOOK);
  return confidentWordCount(second) > confidentWordCount(first) ? second : first;
}
