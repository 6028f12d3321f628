/**
 * A circuit breaker for one remote price source. A pharmacy site that is down would otherwise
 * cost every search its full timeout; after `failureThreshold` failures in a row the breaker
 * opens and no request is sent for `cooldownMs`. Then one trial request goes through (half-open):
 * success closes the breaker, failure opens it for another cool-down.
 */
export interface BreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  /** Milliseconds now: injected, so tests step over the cool-down without waiting. */
  now: () => number;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private current: BreakerState = 'closed';

  constructor(private readonly opts: BreakerOptions) {}

  get state(): BreakerState {
    return this.current;
  }

  /** May a request go out now? In half-open, only the one trial may. */
  tryAcquire(): boolean {
    if (this.current === 'closed') return true;
    if (this.current === 'open') {
      if (this.opts.now() - this.openedAt < this.opts.cooldownMs) return false;
      this.current = 'half-open';
      this.trialInFlight = false;
    }
    if (this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.current = 'closed';
    this.failures = 0;
    this.trialInFlight = false;
  }

  failure(): void {
    this.trialInFlight = false;
    this.failures += 1;
    if (this.current === 'half-open' || this.failures >= this.opts.failureThreshold) {
      this.current = 'open';
      this.openedAt = this.opts.now();
    }
  }
}
