import type { PrescriptionType } from '@core/contract/prescriptions';

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) =>
  sig.every((b, i) => bytes[at + i] === b);

/** The file's real type from its first bytes; the client's name and Content-Type are not trusted. */
export function sniffType(bytes: Uint8Array): PrescriptionType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

const EXTENSION: Record<PrescriptionType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * A display name: the client's, cleaned, with the extension of the real type. Letters, marks and
 * digits of every script stay (पर्ची keeps its vowel signs), in NFC; path separators, control
 * characters and other symbols go. Cut at 80 code points, never inside a surrogate pair.
 */
export function cleanFileName(name: string, type: PrescriptionType): string {
  const base = Array.from(
    name
      .normalize('NFC')
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{M}\p{N} _.()-]+/gu, '')
      .replace(/\.{2,}/g, '.')
      .trim(),
  )
    .slice(0, 80)
    .join('')
    .trim();
  return `${base || 'prescription'}.${EXTENSION[type]}`;
}
