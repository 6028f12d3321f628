import * as z from 'zod/mini';
import { isCalendarDate } from '@core/contract/date-rules';
import { PHARMACIES, type PharmacyId } from '@core/prices/best-price';
import { CircuitBreaker } from './breaker';
import { normaliseName } from './normalise';
import type { PriceLookupOptions, PriceProvider, PriceQuote } from './providers';
import { TtlCache } from './ttl-cache';

/**
 * Live prices over HTTP, one adapter per configured pharmacy endpoint. The pharmacies publish no
 * price API, so an endpoint is whatever the operator runs or buys (a partner feed, a service of
 * their own) that speaks this small protocol; MedMitra never scrapes a site itself:
 *
 *   GET <url>?name=<medicine>[&dosage=<dosage>]   Accept: application/json
 *   200 {"price": 42.5, "inStock": true, "priceDate": "2026-11-20", "url": "https://..."}
 *       price is rupees > 0; inStock (default true), priceDate (default: today) and url are optional
 *   404 the pharmacy does not sell it
 *   anything else, a bad body, or no answer within the timeout: a failure
 *
 * Failures count towards the circuit breaker and are never cached; answers (404 included) are.
 * While the breaker is open a lookup answers null at once, without a request.
 */
export const LIVE_DEFAULTS = {
  /** A search waits at most this long for a pharmacy before showing it without a price. */
  timeoutMs: 2500,
  /** Prices change during the day, but not from one search to the next. */
  cacheTtlMs: 10 * 60_000,
  cacheEntries: 500,
  /** Three failures in a row: the endpoint is down, not unlucky. */
  failureThreshold: 3,
  /** Then leave it alone for 30 s before one trial request. */
  cooldownMs: 30_000,
  /** A price answer is a few hundred bytes; anything far bigger is not one. */
  maxBodyBytes: 64 * 1024,
};

export interface LiveProviderOptions {
  pharmacy: PharmacyId;
  url: string;
  now?: () => number;
  timeoutMs?: number;
  cacheTtlMs?: number;
  failureThreshold?: number;
  cooldownMs?: number;
}

/** Why a live lookup gave no price; the search logs it and shows the pharmacy without one. */
export class LivePriceError extends Error {
  override name = 'LivePriceError';
}

const answerSchema = z.object({
  price: z.number().check(z.positive(), z.lte(10_000_000)),
  inStock: z.optional(z.boolean()),
  priceDate: z.optional(z.string()),
  url: z.optional(z.string().check(z.regex(/^https?:\/\//))),
});

export function liveHttpPriceProvider(opts: LiveProviderOptions): PriceProvider & {
  breaker: CircuitBreaker;
} {
  const now = opts.now ?? (() => Date.now());
  const timeoutMs = opts.timeoutMs ?? LIVE_DEFAULTS.timeoutMs;
  const cache = new TtlCache<PriceQuote | null>(
    opts.cacheTtlMs ?? LIVE_DEFAULTS.cacheTtlMs,
    LIVE_DEFAULTS.cacheEntries,
    now,
  );
  const breaker = new CircuitBreaker({
    failureThreshold: opts.failureThreshold ?? LIVE_DEFAULTS.failureThreshold,
    cooldownMs: opts.cooldownMs ?? LIVE_DEFAULTS.cooldownMs,
    now,
  });
  // Two searches for the same medicine at once share one request.
  const inFlight = new Map<string, Promise<PriceQuote | null>>();

  async function fetchQuote(name: string, lookup: PriceLookupOptions): Promise<PriceQuote | null> {
    const url = new URL(opts.url);
    url.searchParams.set('name', name);
    if (lookup.dosage) url.searchParams.set('dosage', lookup.dosage);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new LivePriceError(`${opts.pharmacy} price endpoint answered ${res.status}`);
      }
      const text = await res.text();
      if (text.length > LIVE_DEFAULTS.maxBodyBytes) {
        throw new LivePriceError(`${opts.pharmacy} price answer is too large`);
      }
      return toQuote(text, lookup.today);
    } catch (err) {
      if (err instanceof LivePriceError) throw err;
      const why = controller.signal.aborted ? `no answer in ${timeoutMs} ms` : String(err);
      throw new LivePriceError(`${opts.pharmacy} price endpoint failed: ${why}`);
    } finally {
      clearTimeout(timer);
    }
  }

  function toQuote(text: string, today: string): PriceQuote {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new LivePriceError(`${opts.pharmacy} price answer is not JSON`);
    }
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw new LivePriceError(`${opts.pharmacy} price answer has a bad shape`);
    const { price, inStock, priceDate, url } = parsed.data;
    // A date from the future or in another format is not believed; the fetch day is true.
    const dated = priceDate && isCalendarDate(priceDate) && priceDate <= today ? priceDate : today;
    return {
      price: Math.round(price * 100) / 100,
      inStock: inStock ?? true,
      priceDate: dated,
      source: 'live',
      sourceUrl: url ?? null,
      // The protocol has no pack: a live price is never checked against a ceiling.
      pack: null,
    };
  }

  return {
    pharmacy: opts.pharmacy,
    breaker,
    async lookup(medicationName, lookup) {
      const key = `${normaliseName(medicationName)}\n${normaliseName(lookup.dosage ?? '')}`;
      const cached = cache.get(key);
      if (cached) return cached.value;
      const pending = inFlight.get(key);
      if (pending) return pending;
      // Open breaker: the failures that opened it were logged; this search just goes without.
      if (!breaker.tryAcquire()) return null;
      const request = fetchQuote(medicationName.trim(), lookup).then(
        (quote) => {
          breaker.success();
          cache.set(key, quote);
          return quote;
        },
        (err: unknown) => {
          breaker.failure();
          throw err;
        },
      );
      inFlight.set(key, request);
      try {
        return await request;
      } finally {
        inFlight.delete(key);
      }
    },
  };
}

/** Endpoints by pharmacy, as configured (env: PHARMEASY_PRICE_URL, APOLLO_PRICE_URL, ...). */
export type LiveEndpoints = Partial<Record<PharmacyId, string | undefined>>;

/** One adapter per configured endpoint; none configured, none made (the default). */
export function liveHttpPriceProviders(
  endpoints: LiveEndpoints,
  opts: { now?: () => number } = {},
): PriceProvider[] {
  return PHARMACIES.flatMap((pharmacy) => {
    const url = endpoints[pharmacy];
    return url ? [liveHttpPriceProvider({ pharmacy, url, now: opts.now })] : [];
  });
}
