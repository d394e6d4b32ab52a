/**
 * Stops calling TMDB while it is failing, so requests fail fast instead of each waiting out
 * timeouts and retries. After `failureThreshold` failed calls in a row the circuit opens; after
 * `resetTimeoutMs` one trial call is let through (half-open): success closes the circuit,
 * failure opens it again.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  failureThreshold: number;
  resetTimeoutMs: number;
  now?: () => number;
  onChange?: (state: CircuitState) => void;
}

export class CircuitBreaker {
  readonly #options: CircuitBreakerOptions;
  readonly #now: () => number;
  #failures = 0;
  #openedAt = 0;
  #state: CircuitState = 'closed';
  #trialInFlight = false;

  constructor(options: CircuitBreakerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    return this.#state;
  }

  /** Milliseconds until a trial call is allowed; 0 when calls may go now. */
  waitMs(): number {
    if (this.#state !== 'open') return 0;
    return Math.max(0, this.#openedAt + this.#options.resetTimeoutMs - this.#now());
  }

  /** Whether a call may go now. In half-open, only the one trial call may. */
  allow(): boolean {
    if (this.#state === 'open' && this.waitMs() === 0) this.#set('half-open');
    if (this.#state === 'closed') return true;
    if (this.#state === 'half-open' && !this.#trialInFlight) {
      this.#trialInFlight = true;
      return true;
    }
    return false;
  }

  success(): void {
    this.#failures = 0;
    this.#trialInFlight = false;
    if (this.#state !== 'closed') this.#set('closed');
  }

  failure(): void {
    this.#failures++;
    this.#trialInFlight = false;
    if (this.#state === 'half-open' || this.#failures >= this.#options.failureThreshold) {
      this.#openedAt = this.#now();
      if (this.#state !== 'open') this.#set('open');
    }
  }

  #set(state: CircuitState): void {
    this.#state = state;
    this.#options.onChange?.(state);
  }
}
