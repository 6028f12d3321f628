/*
 * Whose prescription is it? The text read from it (OCR) usually names the patient
 * ("Patient: Kamla Devi", "Name - KAMLA DEVI", "Pt. Kamla"): when it names one of the family's
 * members, that member is offered instead of whoever the upload sheet had chosen. Only a clear
 * answer counts: two members matching equally well is no answer, never a guess.
 */

export interface NamedCandidate {
  id: string;
  name: string;
}

/** Words that stand before a name and are not part of it. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'smt', 'shri', 'sri', 'kumari', 'km', 'master']);
/** What stands before the patient's name on a prescription. */
const PATIENT_LABELS = new Set(['patient', 'pt', 'name', 'patient name', 'pt name']);
/** A name right after these is the doctor's, whoever else bears it. */
const DOCTOR_TITLES = new Set(['dr', 'doctor']);

/** Lower-case words of letters (any script) and digits: case, dots and extra spaces gone. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w !== '');
}

function nameWords(name: string): string[] {
  return wordsOf(name).filter((w) => !TITLES.has(w));
}

/** Whether at most one letter differs (one OCR slip: a letter misread, lost or added). */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A word of the text read as a word of the name: exactly, or one slip off for a long word. */
function sameWord(read: string, name: string): boolean {
  return read === name || (name.length >= 5 && withinOneEdit(read, name));
}

const FULL = 3;
const LABELLED_FIRST = 2;

/** How well one line names the member: 0, a labelled first name, or the whole name. */
function lineScore(line: string[], name: string[]): number {
  const [first] = name;
  if (first === undefined) return 0;
  let best = 0;
  for (let i = 0; i < line.length; i += 1) {
    const before = line[i - 1];
    if (before !== undefined && DOCTOR_TITLES.has(before)) continue;
    const whole = name.every((w, k) => {
      const read = line[i + k];
      return read !== undefined && sameWord(read, w);
    });
    if (whole && name.length > 1) return FULL;
    if (!sameWord(line[i] ?? '', first)) continue;
    // A one-word name, or a first name alone, counts only as the line's labelled patient.
    const label = line.slice(0, i).filter((w) => !TITLES.has(w));
    const labelled =
      PATIENT_LABELS.has(label.slice(-2).join(' ')) || PATIENT_LABELS.has(label.at(-1) ?? '');
    if (labelled) best = name.length === 1 ? FULL : Math.max(best, LABELLED_FIRST);
  }
  return best;
}

/**
 * The member the text names, or null: none named, or two (or more) named equally well. A whole
 * name anywhere in the text, or a one-word name after "Patient:", "Name:" or "Pt.", counts most;
 * a first name alone after such a label counts less. Never a name after "Dr.".
 */
export function memberNamedIn<T extends NamedCandidate>(
  text: string,
  members: readonly T[],
): T | null {
  const lines = text.split(/\r?\n/).map(wordsOf);
  let best: T | null = null;
  let bestScore = 0;
  let tied = false;
  for (const member of members) {
    const name = nameWords(member.name);
    const score = Math.max(0, ...lines.map((line) => lineScore(line, name)));
    if (score === 0) continue;
    if (score > bestScore) {
      best = member;
      bestScore = score;
      tied = false;
    } else if (score === bestScore) {
      tied = true;
    }
  }
  return tied ? null : best;
}
