import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { normaliseName } from '@core/prices/names';
import { trigramSimilarity } from '@core/prices/trigram';
import { medicineCatalog } from '@server/db/schema';
import { freshDatabase } from '../../harness/database';

// Autocomplete scores typos in memory against a bar (0.4) chosen with pg_trgm's numbers: the two
// must agree, on the catalogue's own words, typos of them, and punctuation, digits and Greek.
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** Deterministic misspellings: a letter dropped, two swapped, one replaced. */
function typosOf(word: string): string[] {
  if (word.length < 4) return [];
  const mid = Math.floor(word.length / 2);
  return [
    word.slice(0, mid) + word.slice(mid + 1),
    word.slice(0, mid - 1) + word[mid] + word[mid - 1] + word.slice(mid + 1),
    `${word.slice(0, -2)}x${word.slice(-1)}`,
  ];
}

async function pgSimilarities(pairs: [string, string][]): Promise<number[]> {
  const rows = await database.db
    .select({ similarity: sql<number>`similarity(t.p->>0, t.p->>1)` })
    .from(sql`jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) with ordinality as t(p, i)`)
    .orderBy(sql`t.i`);
  return rows.map((r) => Number(r.similarity));
}

describe('trigramSimilarity', () => {
  it("equals pg_trgm's similarity() for the catalogue's words and typos of them", async () => {
    const names = await database.db.select({ name: medicineCatalog.name }).from(medicineCatalog);
    const words = [...new Set(names.flatMap((n) => normaliseName(n.name).split(' ')))];
    const pairs: [string, string][] = [
      ['paracetmol', 'paracetamol'],
      ['crocin', 'mupirocin'],
      ['Dolo-650', 'dolo 650'],
      ['x_y 10%', 'x y 10'],
      ['', 'abc'],
      ['', ''],
      ['%', '%'],
      ['AB', 'ab'],
    ];
    // pg_trgm takes its letters from the database's locale: PGlite's C.UTF-8 has Greek ones, as
    // the search in memory does; a server initialised without a locale knows only ASCII.
    const [greekIsLetter] = await pgSimilarities([['α', 'α']]);
    if (greekIsLetter === 1) pairs.push(['α-β arteether', 'αβ arteether'], ['Αβγ', 'αβγδ']);
    words.forEach((word, i) => {
      for (const typo of typosOf(word)) pairs.push([typo, word]);
      pairs.push([word, words[(i + 1) % words.length]!]);
    });
    expect(pairs.length).toBeGreaterThan(5000);
    const expected = await pgSimilarities(pairs);
    // pg_trgm divides in single precision; anything beyond that is a real difference.
    const differ = pairs
      .map(([a, b], i) => ({ a, b, ours: trigramSimilarity(a, b), pg: expected[i] }))
      .filter((r) => r.pg === undefined || Math.abs(r.ours - r.pg) > 1e-6);
    expect(differ).toEqual([]);
  });
});
