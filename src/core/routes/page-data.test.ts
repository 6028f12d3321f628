import { describe, expect, it } from 'vitest';
import { openingListsFor, startsFromFamily } from './page-data';

describe('the pages that start from the family list', () => {
  it('are /health, /family, a member, /medications and /health-tracking', () => {
    for (const path of ['/health', '/family', '/family/abc', '/medications', '/health-tracking']) {
      expect(startsFromFamily(path), path).toBe(true);
    }
    // As the router reads paths: any letter case, one trailing slash.
    expect(startsFromFamily('/Health/')).toBe(true);
  });

  it('are not Home, /profile, /prices or a path no page answers', () => {
    for (const path of ['/', '/profile', '/prices', '/nowhere', '/family/a/b']) {
      expect(startsFromFamily(path), path).toBe(false);
    }
  });
});

describe("the reading lists /health's opened tab starts from", () => {
  const self = { id: 'm-self', isSelf: true };
  const mother = { id: 'm-mother', isSelf: false };
  const now = new Date('2026-11-24T20:30:00Z');
  const at = (url: string, members = [mother, self]) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    return openingListsFor(pathname, searchParams, members, now, 'Asia/Kolkata');
  };

  it("are the account holder's first page and last 30 days on the tab the URL opens", () => {
    const recent = { memberId: 'm-self', from: '2026-10-25T18:30:00.000Z', limit: 1000 };
    expect(at('/health?tab=sugar-levels')).toEqual({
      tracker: 'sugar-levels',
      lists: [{ memberId: 'm-self', limit: 20 }, recent],
    });
    // No tab, or one the app does not know, opens blood pressure, as the app does.
    for (const url of ['/health', '/health?tab=nonsense', '/Health/?tab=']) {
      expect(at(url)?.tracker, url).toBe('blood-pressure');
    }
    expect(at('/health?tab=eye-sight')).toEqual({
      tracker: 'eye-sight',
      lists: [{ memberId: 'm-self', limit: 200 }],
    });
  });

  it('fall back to the first member without a self member, and are none without members', () => {
    expect(at('/health?tab=weight-height', [mother])?.lists[0]?.memberId).toBe('m-mother');
    expect(at('/health', [])).toBeNull();
  });

  it('are none for the period tab and for any other page', () => {
    expect(at('/health?tab=period-tracker')).toBeNull();
    for (const url of ['/', '/family', '/medications', '/health-tracking']) {
      expect(at(url), url).toBeNull();
    }
  });
});
