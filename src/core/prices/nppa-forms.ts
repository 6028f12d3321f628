/**
 * The words of a dosage form, its release type and a salt's name, read the same way on both sides
 * of a ceiling-price match: in the NPPA list ("MODIFIED RELEASE TABLET 500 MG") and in what a
 * family typed or the Jan Aushadhi list names ("Sodium Valproate SR 500", "Paracetamol Tablets IP
 * 650 mg"). One table for both is what keeps "SR" from ever meeting a plain tablet.
 */
import { normaliseName } from './names';

export const CEILING_FORMS = [
  'tablet',
  'capsule',
  'injection',
  'infusion',
  'oral-liquid',
  'syrup',
  'dry-syrup',
  'suspension',
  'oral-solution',
  'solution',
  'liquid',
  'powder',
  'granules',
  'sachet',
  'cream',
  'ointment',
  'gel',
  'lotion',
  'foam',
  'paint',
  'scrub',
  'crystal',
  'drops',
  'eye-drops',
  'ear-drops',
  'nasal-drops',
  'nasal-spray',
  'inhaler',
  'suppository',
  'pessary',
  'lozenge',
  'pastille',
  'gum',
  'vaccine',
  'device',
  'kit',
  'condom',
  'pen',
  'gas-cylinder',
  'liquid-oxygen',
] as const;
export type CeilingForm = (typeof CEILING_FORMS)[number];

/**
 * First match wins, so the specific come first: "POWDER FOR INJECTION" is an injection, "DRY
 * SYRUP" is not a syrup (it is a powder made up at home), "EYE DROPS" are not any drops, "LIQUID
 * MEDICAL OXYGEN" is a gas. Abbreviations people write (tab, cap, syp, inj) are the same forms.
 */
const FORM_PATTERNS: [RegExp, CeilingForm][] = [
  [/\beye\s*drops?\b/, 'eye-drops'],
  [/\bear\s*drops?\b/, 'ear-drops'],
  [/\bnasal\s*drops?\b/, 'nasal-drops'],
  [/\bnasal\s*spray\b/, 'nasal-spray'],
  [/\bin\s+cylinders?\b/, 'gas-cylinder'],
  [/\bliquid\s+medical\s+oxygen\b/, 'liquid-oxygen'],
  [/\bpens?\b/, 'pen'],
  [/\binjections?\b|\binjectables?\b|\binj\b|\bpre-?filled\s+syringes?\b/, 'injection'],
  [/\binfusions?\b/, 'infusion'],
  [/\bdry\s+syrups?\b/, 'dry-syrup'],
  [/\bpowder\s+for\s+oral\b/, 'powder'],
  [/\boral\s+liquids?\b/, 'oral-liquid'],
  [/\bsuspensions?\b|\bsusp\b/, 'suspension'],
  [/\boral\s+solutions?\b/, 'oral-solution'],
  [/\bcrystals?\b/, 'crystal'],
  [/\bsolutions?\b/, 'solution'],
  [/\bsyrups?\b|\bsyp\b|\bsyr\b/, 'syrup'],
  [/\btablets?\b|\btabs?\b/, 'tablet'],
  [/\bcapsules?\b|\bcaps?\b/, 'capsule'],
  [/\bsuppositor(?:y|ies)\b/, 'suppository'],
  [/\bpessar(?:y|ies)\b/, 'pessary'],
  [/\blozenges?\b/, 'lozenge'],
  [/\bpastilles?\b/, 'pastille'],
  [/\bgums?\b/, 'gum'],
  [/\bcreams?\b/, 'cream'],
  [/\bointments?\b|\boint\b/, 'ointment'],
  [/\bgels?\b/, 'gel'],
  [/\blotions?\b/, 'lotion'],
  [/\bfoams?\b/, 'foam'],
  [/\bpaints?\b/, 'paint'],
  [/\bscrubs?\b/, 'scrub'],
  [/\bdrops?\b/, 'drops'],
  [/\binhalers?\b|\binhalation\b/, 'inhaler'],
  [/\bpowders?\b/, 'powder'],
  [/\bgranules?\b/, 'granules'],
  [/\bsachets?\b/, 'sachet'],
  [/\bvaccines?\b/, 'vaccine'],
  [/\bdevices?\b/, 'device'],
  [/\bkits?\b/, 'kit'],
  [/\bcondoms?\b/, 'condom'],
  [/\bliquids?\b/, 'liquid'],
];

/** The dosage form named in the text, or null when it names none. */
export function ceilingFormOf(text: string): CeilingForm | null {
  const lower = normaliseName(text);
  for (const [pattern, form] of FORM_PATTERNS) if (pattern.test(lower)) return form;
  return null;
}

/**
 * Whether a ceiling fixed for `row`'s form holds for a medicine of form `asked`. Only the same
 * form, and NLEM's umbrella terms: an "oral liquid" is a syrup, suspension or oral solution; plain
 * "drops" are eye, ear or nasal drops. A tablet never meets a syrup, nor an injection an infusion.
 */
export function formHolds(row: CeilingForm, asked: CeilingForm): boolean {
  if (row === asked) return true;
  if (row === 'oral-liquid') return ['syrup', 'suspension', 'oral-solution'].includes(asked);
  if (row === 'drops') return ['eye-drops', 'ear-drops', 'nasal-drops'].includes(asked);
  return false;
}

/** How the medicine is released or taken, beyond its form. "plain" is none of the others. */
export const RELEASES = [
  'plain',
  'modified',
  'dispersible',
  'enteric',
  'effervescent',
  'chewable',
  'sublingual',
  'orodispersible',
] as const;
export type Release = (typeof RELEASES)[number];

const RELEASE_PATTERNS: [RegExp, Release][] = [
  [
    /\b(?:sr|er|cr|xr|xl|mr|pr)\b|\bsustained\b|\bextended\b|\bcontrolled\b|\bprolonged\b|\bmodified\b|\bslow\s+release\b/,
    'modified',
  ],
  [/\bdt\b|\bdispersible\b/, 'dispersible'],
  [/\benteric\b|\bgastro-?\s*resistant\b|\bec\b|\bdr\b|\bdelayed\b/, 'enteric'],
  [/\beffervescent\b/, 'effervescent'],
  [/\bchewable\b/, 'chewable'],
  [/\bsublingual\b/, 'sublingual'],
  [
    /\bmouth\s+dissolving\b|\borally\s+disintegrating\b|\bodt\b|\borodispersible\b/,
    'orodispersible',
  ],
];

/**
 * Every release type the text names; "plain" when it names none. NPPA's "EFFERVESCENT/
 * DISPERSIBLE/ ENTERIC COATED TABLET" is one ceiling for all three.
 */
export function releasesOf(text: string): Release[] {
  const lower = normaliseName(text);
  const found = RELEASE_PATTERNS.filter(([p]) => p.test(lower)).map(([, r]) => r);
  return found.length > 0 ? found : ['plain'];
}

/**
 * One spelling for a name written two ways in the lists (British and American, old and new INN).
 * Both sides are brought to the key; the value is what is kept.
 */
const SPELLINGS: Record<string, string> = {
  aciclovir: 'acyclovir',
  amoxycillin: 'amoxicillin',
  clomiphene: 'clomifene',
  ciclosporin: 'cyclosporine',
  cyclosporin: 'cyclosporine',
  formoteral: 'formoterol',
  frusemide: 'furosemide',
  lignocaine: 'lidocaine',
  adrenaline: 'epinephrine',
  noradrenaline: 'norepinephrine',
  albuterol: 'salbutamol',
  acetaminophen: 'paracetamol',
  riboflavine: 'riboflavin',
  sulphamethoxazole: 'sulfamethoxazole',
  sulphadoxine: 'sulfadoxine',
  sulphadiazine: 'sulfadiazine',
  sulphasalazine: 'sulfasalazine',
  sulphate: 'sulfate',
  medroxyprogesteroneacetate: 'medroxyprogesterone acetate',
};

/**
 * Names for the same medicine that share no word: either one in a query names the salt. Each
 * entry is a set of equals.
 */
export const SALT_EQUALS: readonly (readonly string[])[] = [
  ['acetylsalicylic acid', 'aspirin'],
  ['ascorbic acid', 'vitamin c'],
  ['cholecalciferol', 'vitamin d3'],
  ['glyceryl trinitrate', 'nitroglycerin'],
  ['co-trimoxazole', 'cotrimoxazole'],
  ['phytomenadione', 'vitamin k1'],
  ['clavulanic acid', 'potassium clavulanate', 'clavulanate potassium'],
];

/**
 * The words of a name or query: lower case, hyphens inside a word dropped ("co-trimoxazole" is
 * "cotrimoxazole", "5-aminosalicylic" stays one word rather than a 5), a unit glued to its number
 * set apart ("650mg" is "650 mg"), one spelling per name.
 */
export function nameWords(text: string): string[] {
  const lower = normaliseName(text)
    .replace(/(\d)\s*(mcg|µg|μg|mg|gms?|g|iu|ku|ml|%)(?![a-z])/g, '$1 $2')
    .replace(/(\p{L})-(?=[\p{L}\p{N}])|(\p{N})-(?=\p{L})/gu, '$1$2');
  const words = lower
    .split(/[\s,;:()[\]{}+/&]+/)
    .map((w) => w.replace(/^[-.']+|[-.']+$/g, ''))
    .filter((w) => w !== '');
  return words.flatMap((w) => (SPELLINGS[w] ?? w).split(' '));
}
