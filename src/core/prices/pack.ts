/**
 * Reads a Jan Aushadhi "Unit Size" ("10's", "60 ml", "3ml Pre-filled Pen", "Vial & Wfi") into
 * numbers. Only what is written is returned: "Vial" gives a container and no volume.
 */

export const PACK_CONTAINERS = [
  'vial',
  'ampoule',
  'bottle',
  'tube',
  'jar',
  'sachet',
  'cartridge',
  'pen',
  'syringe',
  'respule',
  'container',
  'tin',
  'pouch',
  'bar',
  'kit',
] as const;
export type PackContainer = (typeof PACK_CONTAINERS)[number];

export interface Pack {
  /** Tablets, capsules or pieces: "10's" -> 10. */
  count?: number;
  volumeMl?: number;
  weightG?: number;
  /** Metered doses of an inhaler or nasal spray: "200 MDI" -> 200. */
  doses?: number;
  /** Pairs (gloves, socks): "Pair in Mono-Pack" -> 1. */
  pairs?: number;
  container?: PackContainer;
}

const CONTAINER_PATTERNS: [RegExp, PackContainer][] = [
  [/\bvials?\b/i, 'vial'],
  [/\bampoules?\b|\bamp\./i, 'ampoule'],
  [/\bbottles?\b/i, 'bottle'],
  [/\btubes?\b|\bla?mi-?tubes?\b|\blemitube\b/i, 'tube'],
  [/\bjars?\b/i, 'jar'],
  [/\bsachets?\b/i, 'sachet'],
  [/\bcart?ridges?\b|\bcatridges?\b/i, 'cartridge'],
  [/\bpens?\b/i, 'pen'],
  [/\bsyringes?\b/i, 'syringe'],
  [/\brespules?\b/i, 'respule'],
  [/\bcontainer\b/i, 'container'],
  [/\btin\b/i, 'tin'],
  [/\bpouch\b/i, 'pouch'],
  [/\bbar\b/i, 'bar'],
  [/\bkit\b/i, 'kit'],
];

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  ten: 10,
};

// An apostrophe of any kind before the s: 10's, 10’s, 4'S; or "60 s" with a space.
const TIMES_COUNT = /(\d+)\s*[x×]\s*(\d+)\s*['’`]?\s*s\b/i;
const COUNT = /(\d+)\s*(?:['’`]\s*s|\s+s)\b/i;
const COUNT_OF = /\b(?:pack|combikit|combipack|combi-pack)\s+of\s+(\d+)/i;
const COUNT_ITEMS = /(\d+)\s*(?:tablets|capsules|pcs?|pieces|napkins|sachets?|strips|wipes)\b/i;
const WORD_COUNT = /^(one|two|three|four|five|six|ten)\b/i;
const VOLUME = /(\d*\.?\d+)\s*ml\b/i;
const WEIGHT = /(\d*\.?\d+)\s*(kg|gms?|g)\b\.?/i;
const DOSES = /(\d+)\s*(?:mdi|md|doses)\b/i;
const PAIRS = /(?:(\d+)\s*(?:['’`]s\s+)?)?\bpairs?\b/i;

function firstCount(text: string): number | undefined {
  const times = text.match(TIMES_COUNT);
  if (times?.[1] && times[2]) return Number(times[1]) * Number(times[2]);
  const m = text.match(COUNT) ?? text.match(COUNT_OF) ?? text.match(COUNT_ITEMS);
  if (m?.[1]) return Number(m[1]);
  const word = text.match(WORD_COUNT)?.[1];
  return word ? WORD_NUMBERS[word.toLowerCase()] : undefined;
}

function firstContainer(text: string): PackContainer | undefined {
  let found: { at: number; container: PackContainer } | undefined;
  for (const [pattern, container] of CONTAINER_PATTERNS) {
    const at = text.search(pattern);
    if (at >= 0 && (found === undefined || at < found.at)) found = { at, container };
  }
  return found?.container;
}

export function parsePack(unitSize: string): Pack {
  const text = unitSize.trim();
  const pack: Pack = {};
  const pairs = text.match(PAIRS);
  if (pairs) {
    pack.pairs = pairs[1] ? Number(pairs[1]) : 1;
  } else {
    const count = firstCount(text);
    if (count !== undefined) pack.count = count;
  }
  const volume = text.match(VOLUME)?.[1];
  if (volume) pack.volumeMl = Number(volume);
  const weight = text.match(WEIGHT);
  if (weight?.[1] && weight[2]) {
    pack.weightG = Number(weight[1]) * (weight[2].toLowerCase() === 'kg' ? 1000 : 1);
  }
  const doses = text.match(DOSES)?.[1];
  if (doses) pack.doses = Number(doses);
  const container = firstContainer(text);
  if (container) pack.container = container;
  return pack;
}
