import { describe, expect, it } from 'vitest';
import { compareNewestFirst, groupByMember, membersToFetchAlone } from './group-readings';

const rows = [
  { id: 'a1', memberId: 'amma', measuredAt: '2026-11-01T08:00:00+05:30' },
  { id: 's1', memberId: 'self', measuredAt: '2026-11-03T02:30:00Z' },
  { id: 'a2', memberId: 'amma', measuredAt: '2026-11-20T08:00:00+05:30' },
  { id: 'a3', memberId: 'amma', measuredAt: '2026-11-10T08:00:00+05:30' },
];

describe('groupByMember', () => {
  it('splits one account-wide list by member, newest first', () => {
    const groups = groupByMember(rows, (r) => r.measuredAt);
    expect([...groups.keys()].sort()).toEqual(['amma', 'self']);
    expect(groups.get('amma')?.map((r) => r.id)).toEqual(['a2', 'a3', 'a1']);
    expect(groups.get('self')?.map((r) => r.id)).toEqual(['s1']);
  });
  it('gives an empty map for no rows', () => {
    expect(groupByMember([], (r: { memberId: string; at: string }) => r.at).size).toBe(0);
  });
  it('sorts plain dates too', () => {
    const periods = [
      { memberId: 'm', startDate: '2026-10-28' },
      { memberId: 'm', startDate: '2026-11-27' },
    ];
    expect(groupByMember(periods, (p) => p.startDate).get('m')?.[0]?.startDate).toBe('2026-11-27');
  });
});

describe('compareNewestFirst', () => {
  it('compares instants, not text, across offsets', () => {
    // 08:00 IST is 02:30 UTC: 02:31Z is the later one although it sorts first as text.
    const ist = '2026-11-03T08:00:00+05:30';
    const utc = '2026-11-03T02:31:00Z';
    expect(compareNewestFirst(ist, utc)).toBeGreaterThan(0);
    expect([ist, utc].sort(compareNewestFirst)).toEqual([utc, ist]);
  });
});

describe('membersToFetchAlone', () => {
  const groups = groupByMember(rows, (r) => r.measuredAt);
  it('asks for nobody when the list was not cut off', () => {
    expect(membersToFetchAlone(['amma', 'self', 'son'], groups, 4, 100)).toEqual([]);
  });
  it('asks for the members missing from a full list', () => {
    expect(membersToFetchAlone(['amma', 'self', 'son'], groups, 4, 4)).toEqual(['son']);
  });
});
