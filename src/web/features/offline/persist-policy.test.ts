import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  cacheBuster,
  serializeBounded,
  shouldPersistQuery,
  type SavedClient,
} from './persist-policy';

const query = (queryKey: unknown[], status: 'success' | 'error' | 'pending', data?: unknown) => ({
  queryKey,
  state: { status, data },
});

describe('shouldPersistQuery', () => {
  it('keeps successful answers of the API', () => {
    expect(shouldPersistQuery(query(['/api/statistics'], 'success', { takenToday: 1 }))).toBe(true);
    expect(shouldPersistQuery(query(['/api/medication-logs', { limit: 3 }], 'success', []))).toBe(
      true,
    );
  });

  it('leaves out failures, loading queries and answers without data', () => {
    expect(shouldPersistQuery(query(['/api/statistics'], 'error'))).toBe(false);
    expect(shouldPersistQuery(query(['/api/statistics'], 'pending'))).toBe(false);
    expect(shouldPersistQuery(query(['/api/statistics'], 'success', undefined))).toBe(false);
  });

  it('leaves out sessions, suggestions, ads and keys that are not API paths', () => {
    expect(shouldPersistQuery(query(['/api/auth/sessions'], 'success', []))).toBe(false);
    expect(shouldPersistQuery(query(['/api/medicines/search', { q: 'am' }], 'success', []))).toBe(
      false,
    );
    expect(shouldPersistQuery(query(['/api/adsense-config'], 'success', {}))).toBe(false);
    expect(shouldPersistQuery(query(['local', 1], 'success', {}))).toBe(false);
  });
});

describe('cacheBuster', () => {
  it('differs per account, so one account never restores another one’s copy', () => {
    expect(cacheBuster('a')).not.toBe(cacheBuster('b'));
    expect(cacheBuster('a')).toBe(cacheBuster('a'));
  });
});

function savedClient(queries: { key: string; size: number; at: number }[]): SavedClient {
  const state: DehydratedState = {
    mutations: [],
    queries: queries.map(({ key, size, at }) => ({
      queryKey: [key],
      queryHash: JSON.stringify([key]),
      dehydratedAt: at,
      state: {
        data: 'x'.repeat(size),
        dataUpdateCount: 1,
        dataUpdatedAt: at,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  };
  return { buster: 'v1:u', timestamp: 42, clientState: state };
}

const keysOf = (json: string) =>
  (JSON.parse(json) as SavedClient).clientState.queries.map((q) => q.queryKey[0]);

describe('serializeBounded', () => {
  it('writes a document TanStack restores: buster, time and the queries', () => {
    const json = serializeBounded(savedClient([{ key: '/api/a', size: 3, at: 1 }]));
    const parsed = JSON.parse(json) as SavedClient;
    expect(parsed.buster).toBe('v1:u');
    expect(parsed.timestamp).toBe(42);
    expect(parsed.clientState.mutations).toEqual([]);
    expect(parsed.clientState.queries[0]?.state.data).toBe('xxx');
  });

  it('leaves out an answer larger than the per-query bound', () => {
    const client = savedClient([
      { key: '/api/small', size: 10, at: 1 },
      { key: '/api/huge', size: 5_000, at: 2 },
    ]);
    expect(keysOf(serializeBounded(client, { perQuery: 1_000, total: 100_000 }))).toEqual([
      '/api/small',
    ]);
  });

  it('keeps the newest answers when the whole would pass the total bound', () => {
    const client = savedClient([
      { key: '/api/old', size: 600, at: 1 },
      { key: '/api/new', size: 600, at: 3 },
      { key: '/api/mid', size: 600, at: 2 },
    ]);
    const json = serializeBounded(client, { perQuery: 1_000, total: 2_000 });
    expect(json.length).toBeLessThanOrEqual(2_000);
    expect(keysOf(json)).toEqual(['/api/new', '/api/mid']);
  });
});
