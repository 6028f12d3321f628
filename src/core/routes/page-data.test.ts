import { describe, expect, it } from 'vitest';
import { startsFromFamily } from './page-data';

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
