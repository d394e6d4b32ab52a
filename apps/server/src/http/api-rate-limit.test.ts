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
  it('admits a client up to its limit, counting down, then refuses with Retry-After', async () => {
    const limit = new ApiRateLimit(new MemoryClientCounter(), 2, 0);
    const first = await limit.admit(request('/api/movie/1', '198.51.100.1'));
    expect(first).toMatchObject({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '1' });
    await limit.admit(request('/api/movie/1', '198.51.100.1'));
    const refused = limit.admit(request('/api/movie/1', '198.51.100.1'));
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    await expect(refused).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 60 });
    await expect(limit.admit(request('/api/movie/1', '198.51.100.2'))).resolves.toBeDefined();
  });

  it('counts one IPv6 client by its /64, and never counts liveness or artwork', async () => {
    const limit = new ApiRateLimit(new MemoryClientCounter(), 1, 0);
    await limit.admit(request('/api/movie/1', '2001:db8:1:2::1'));
    await expect(limit.admit(request('/api/movie/1', '2001:db8:1:2::ffff'))).rejects.toThrow(
      RateLimitedError,
    );
    for (const url of ['/api/health', '/api/ready', '/api/art/poster/1.svg'])
      expect(await limit.admit(request(url, '2001:db8:1:2::1'))).toEqual({});
  });

  it('lets requests through when the count cannot be kept', async () => {
    const down: ClientCounter = { increment: () => Promise.reject(new Error('Redis is down')) };
    const limit = new ApiRateLimit(down, 1, 0);
    for (let i = 0; i < 3; i++)
      expect(await limit.admit(request('/api/movie/1', '198.51.100.1'))).toEqual({});
  });
});
