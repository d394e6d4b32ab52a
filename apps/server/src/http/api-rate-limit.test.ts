import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ApiRateLimit, clientAddress, RateLimitedError } from './api-rate-limit.ts';
import { MemoryClientCounter, type ClientCounter } from './client-counter.ts';

const request = (url: string, remoteAddress: string, forwardedFor?: string) =>
  ({
    url,
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('is the socket address when no proxy of ours is in front, whatever the client claims', () => {
    expect(clientAddress(request('/', '198.51.100.7', '1.2.3.4'), 0)).toBe('198.51.100.7');
  });

  it('is the address our outermost proxy saw, however many the client forged', () => {
    const forged = request('/', '10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1');
    expect(clientAddress(forged, 1)).toBe('10.0.0.1');
    expect(clientAddress(forged, 2)).toBe('203.0.113.9');
    expect(clientAddress(request('/', '10.0.0.2', ' 203.0.113.9 '), 5)).toBe('203.0.113.9');
  });
});

describe('ApiRateLimit', () => {
  it('admits a client up to its limit, then refuses it with the time to wait', () => {
    const limit = new ApiRateLimit(new MemoryClientCounter(), 2, 0);
    // Counted in memory, an admission is immediate: no promise, no extra turn of the loop.
    expect(limit.admit(request('/api/movie/1', '198.51.100.1'))).toBeUndefined();
    expect(limit.admit(request('/api/movie/1', '198.51.100.1'))).toBeUndefined();
    let refusal: unknown;
    try {
      expect(limit.admit(request('/api/movie/1', '198.51.100.1'))).toBeUndefined();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal).toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 60,
      headers: { 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '0' },
    });
    expect(() => limit.admit(request('/api/movie/1', '198.51.100.2'))).not.toThrow();
  });

  it('counts one IPv6 client by its /64, and never counts liveness or artwork', () => {
    const limit = new ApiRateLimit(new MemoryClientCounter(), 1, 0);
    expect(limit.admit(request('/api/movie/1', '2001:db8:1:2::1'))).toBeUndefined();
    expect(() => limit.admit(request('/api/movie/1', '2001:db8:1:2::ffff'))).toThrow(
      RateLimitedError,
    );
    for (const url of ['/api/health', '/api/ready', '/api/art/poster/1.svg'])
      expect(() => limit.admit(request(url, '2001:db8:1:2::1'))).not.toThrow();
  });

  it('waits for a shared count, and lets requests through when it cannot be kept', async () => {
    let count = 0;
    const shared: ClientCounter = {
      increment: () => Promise.resolve({ count: ++count, resetInMs: 30_000 }),
    };
    const limit = new ApiRateLimit(shared, 1, 0);
    await limit.admit(request('/api/movie/1', '198.51.100.1'));
    await expect(limit.admit(request('/api/movie/1', '198.51.100.1'))).rejects.toMatchObject({
      retryAfterSeconds: 30,
    });
    const down: ClientCounter = { increment: () => Promise.reject(new Error('Redis is down')) };
    const lenient = new ApiRateLimit(down, 1, 0);
    for (let i = 0; i < 3; i++)
      await expect(lenient.admit(request('/api/movie/1', '198.51.100.1'))).resolves.toBeUndefined();
  });
});
