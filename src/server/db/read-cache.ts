/**
 * A cache, per account, of rows read on every screen and written rarely: the session and its
 * account, the medication plans and today's dose logs (ADR 015).
 *
 * It is only correct where this process is the database's one writer: embedded PGlite, whose
 * DATA_DIR lock guarantees that (ADR 011), and the in-browser demo. Other servers may write to a
 * PostgreSQL server, so there main.ts uses `passThroughCache`.
 *
 * Every write to an account's data must invalidate the account. app.ts does it after every unsafe
 * request with a session; a write made outside such a request (a job, a password reset by emailed
 * link) calls `invalidate` itself. A load that raced a write is not kept: `invalidate` bumps a
 * generation, and a load stores its value only if no invalidation happened while it ran.
 */
export interface ReadCache {
  /** The account's value for `key`: cached, or loaded and kept. Treat it as read-only. */
  get<T>(accountId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** A session by its token hash: cached under the account it belongs to, so that
   * invalidating the account drops it too. A token that names no session is not cached. */
  session<T extends { accountId: string }>(
    tokenHash: string,
    load: () => Promise<T | null>,
  ): Promise<T | null>;
  /**
   * Forgets everything cached for the account, its sessions included; or, given a scope, only
   * the values whose key starts with `scope:` (a write that can change nothing else).
   */
  invalidate(accountId: string, scope?: string): void;
}

/** No caching: every read goes to the database. */
export const passThroughCache: ReadCache = {
  get: (_accountId, _key, load) => load(),
  session: (_tokenHash, load) => load(),
  invalidate: () => {},
};

export interface MemoryCacheOptions {
  /** A value older than this is loaded again, whatever else happened. */
  ttlMs: number;
  /** The least recently used accounts are dropped beyond this many. */
  maxAccounts: number;
  now?: () => number;
}

const MAX_KEYS_PER_ACCOUNT = 32;

interface Entry {
  value: unknown;
  storedAt: number;
}

interface AccountEntries {
  values: Map<string, Entry>;
  tokens: Set<string>;
}

/** Five minutes bounds the damage of a write path that forgot to invalidate (ADR 015). */
export const READ_CACHE_LIMITS: MemoryCacheOptions = { ttlMs: 5 * 60_000, maxAccounts: 10_000 };

export function memoryReadCache(options: MemoryCacheOptions): ReadCache {
  const now = options.now ?? Date.now;
  const accounts = new Map<string, AccountEntries>();
  const tokenOwner = new Map<string, string>();
  // Bumped by every invalidation: a load that saw it change keeps nothing.
  let generation = 0;

  function drop(accountId: string): void {
    const entries = accounts.get(accountId);
    if (!entries) return;
    for (const token of entries.tokens) tokenOwner.delete(token);
    accounts.delete(accountId);
  }

  /** The account's entries, marked most recently used; made when `create`. */
  function touch(accountId: string, create: boolean): AccountEntries | undefined {
    let entries = accounts.get(accountId);
    if (entries) {
      accounts.delete(accountId);
      accounts.set(accountId, entries);
    } else if (create) {
      entries = { values: new Map(), tokens: new Set() };
      accounts.set(accountId, entries);
      while (accounts.size > options.maxAccounts) {
        const oldest = accounts.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    }
    return entries;
  }

  function fresh(entry: Entry | undefined): entry is Entry {
    return !!entry && now() - entry.storedAt < options.ttlMs;
  }

  function store(entries: AccountEntries, key: string, value: unknown): void {
    // Keys that name a day stop being asked for: expired ones go before they pile up.
    if (entries.values.size >= MAX_KEYS_PER_ACCOUNT) {
      for (const [k, entry] of entries.values) if (!fresh(entry)) entries.values.delete(k);
    }
    entries.values.set(key, { value, storedAt: now() });
  }

  /**
   * The cached value of `key` under `accountId`, else `load()`'s, kept under the account that
   * `ownerOf` names for it (none: not kept) unless an invalidation happened while it loaded.
   */
  async function cached<T>(
    accountId: string | undefined,
    key: string,
    load: () => Promise<T>,
    ownerOf: (value: T) => string | null,
  ): Promise<{ value: T; kept?: AccountEntries }> {
    const hit = accountId ? touch(accountId, false)?.values.get(key) : undefined;
    if (fresh(hit)) return { value: hit.value as T };
    const started = generation;
    const value = await load();
    const owner = ownerOf(value);
    if (!owner || generation !== started) return { value };
    const kept = touch(owner, true);
    if (kept) store(kept, key, value);
    return { value, kept };
  }

  return {
    async get<T>(accountId: string, key: string, load: () => Promise<T>): Promise<T> {
      return (await cached(accountId, key, load, () => accountId)).value;
    },

    async session<T extends { accountId: string }>(
      tokenHash: string,
      load: () => Promise<T | null>,
    ): Promise<T | null> {
      const owner = tokenOwner.get(tokenHash);
      const { value, kept } = await cached(owner, `session:${tokenHash}`, load, (v) =>
        v ? v.accountId : null,
      );
      if (value && kept) {
        kept.tokens.add(tokenHash);
        tokenOwner.set(tokenHash, value.accountId);
      }
      return value;
    },

    invalidate(accountId: string, scope?: string): void {
      generation++;
      if (scope === undefined) return drop(accountId);
      const values = accounts.get(accountId)?.values;
      for (const key of values?.keys() ?? []) if (key.startsWith(`${scope}:`)) values?.delete(key);
    },
  };
}
