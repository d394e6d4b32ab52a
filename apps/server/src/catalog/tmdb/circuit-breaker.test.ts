import { describe, expect, it } from 'vitest';
import { CircuitBreaker, type CircuitState } from './circuit-breaker.ts';

function setup() {
  let now = 0;
  const changes: CircuitState[] = [];
  const breaker = new CircuitBreaker({
    failureThreshold: 3,
    resetTimeoutMs: 1000,
    now: () => now,
    onChange: (s) => changes.push(s),
  });
  return { breaker, changes, advance: (ms: number) => (now += ms) };
}

describe('CircuitBreaker', () => {
  it('opens after the threshold of failures in a row and refuses calls', () => {
    const { breaker } = setup();
    breaker.failure();
    breaker.failure();
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.state).toBe('open');
    expect(breaker.allow()).toBe(false);
    expect(breaker.waitMs()).toBe(1000);
  });

  it('a success in between resets the count', () => {
    const { breaker } = setup();
    breaker.failure();
    breaker.failure();
    breaker.success();
    breaker.failure();
    expect(breaker.state).toBe('closed');
  });

  it('lets one trial through after the reset timeout and closes on its success', () => {
    const { breaker, changes, advance } = setup();
    for (let i = 0; i < 3; i++) breaker.failure();
    advance(1000);
    expect(breaker.allow()).toBe(true);
    expect(breaker.state).toBe('half-open');
    expect(breaker.allow()).toBe(false);
    breaker.success();
    expect(breaker.state).toBe('closed');
    expect(changes).toEqual(['open', 'half-open', 'closed']);
  });

  it('opens again when the trial fails', () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i++) breaker.failure();
    advance(1000);
    breaker.allow();
    breaker.failure();
    expect(breaker.state).toBe('open');
    expect(breaker.waitMs()).toBe(1000);
  });
});
