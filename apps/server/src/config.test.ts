import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 5002 and the offline catalogue when no TMDB token is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5002,
      host: 'localhost',
      catalog: 'offline',
      logLevel: 'info',
    });
    expect(config.tmdb.baseUrl).toBe('https://api.themoviedb.org/3');
  });

  it('uses live TMDB when a token is set', () => {
    const config = loadConfig({
      TMDB_API_TOKEN: 'abc',
      TMDB_BASE_URL: 'http://127.0.0.1:9999/3',
      PORT: '8080',
    });
    expect(config).toMatchObject({
      port: 8080,
      catalog: 'tmdb',
      tmdb: { token: 'abc', baseUrl: 'http://127.0.0.1:9999/3' },
    });
  });

  it('names every bad variable at once', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', TMDB_BASE_URL: 'ftp://x', LOG_LEVEL: 'loud', CATALOG: 'tmdb' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(4);
      expect(problems.join('\n')).toMatch(/PORT must be a whole number/);
      expect(problems.join('\n')).toMatch(/TMDB_BASE_URL must be an http\(s\) URL/);
      expect(problems.join('\n')).toMatch(/LOG_LEVEL must be one of/);
      expect(problems.join('\n')).toMatch(/TMDB_API_TOKEN is required when CATALOG=tmdb/);
    }
  });

  it('reads a list of web origins and names a bad one', () => {
    expect(
      loadConfig({ WEB_ORIGINS: 'https://a.example/, http://b.example:8080' }).webOrigins,
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(() => loadConfig({ WEB_ORIGINS: 'https://a.example,nonsense' })).toThrow(
      /WEB_ORIGINS must be an http\(s\) URL \(got "nonsense"\)/,
    );
  });

  it('requires the audience and client id with an external issuer', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example/' })).toThrow(
      /OIDC_AUDIENCE is required[\s\S]*OIDC_CLIENT_ID is required/,
    );
    expect(
      loadConfig({
        OIDC_ISSUER: 'https://login.example/',
        OIDC_AUDIENCE: 'https://api.example',
        OIDC_CLIENT_ID: 'spa',
      }).auth,
    ).toEqual({
      mode: 'external',
      issuer: 'https://login.example/',
      audience: 'https://api.example',
      clientId: 'spa',
    });
  });

  it('accepts only postgres:// database URLs and redis:// cache URLs', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it('reads the proxies to trust by address, IPv4 or IPv6, single or a CIDR range', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8, ::1' })).toMatchObject({
      trustProxy: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1'],
      trustProxyHops: 0,
    });
  });

  it('names every entry of TRUST_PROXY that is not an address or a range', () => {
    for (const bad of [
      'nginx',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.1/8/8',
      '10.0.0.1/',
      '1.2.3.4,',
    ])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY must be IP addresses or CIDR ranges, separated by commas/,
      );
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,proxy.local,300.1.1.1' })).toThrow(
      '(got "proxy.local", "300.1.1.1")',
    );
  });

  it('refuses TRUST_PROXY with TRUST_PROXY_HOPS: the addresses replace the count', () => {
    for (const hops of ['0', '1'])
      expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1', TRUST_PROXY_HOPS: hops })).toThrow(
        /Set TRUST_PROXY or TRUST_PROXY_HOPS, not both/,
      );
    expect(loadConfig({ TRUST_PROXY_HOPS: '1' })).toMatchObject({
      trustProxy: undefined,
      trustProxyHops: 1,
    });
  });

  it('reads the pages’ own limits, with defaults well below the API’s', () => {
    expect(loadConfig({})).toMatchObject({
      rateLimitPerMinute: 600,
      pageRateLimitPerMinute: 120,
      pageMissesPerMinute: 30,
    });
    expect(loadConfig({ PAGES_PER_MINUTE: '60', PAGE_MISSES_PER_MINUTE: '0' })).toMatchObject({
      pageRateLimitPerMinute: 60,
      pageMissesPerMinute: 0,
    });
    expect(() => loadConfig({ PAGES_PER_MINUTE: '0' })).toThrow(/PAGES_PER_MINUTE/);
    expect(() => loadConfig({ PAGE_MISSES_PER_MINUTE: 'many' })).toThrow(/PAGE_MISSES_PER_MINUTE/);
  });

  it('waits 30 s for PostgreSQL at start, and stops within docker stop’s 10 s', () => {
    expect(loadConfig({})).toMatchObject({
      databaseConnectTimeoutMs: 30_000,
      shutdownGraceMs: 8000,
    });
    expect(
      loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0', SHUTDOWN_GRACE_MS: '25000' }),
    ).toMatchObject({ databaseConnectTimeoutMs: 0, shutdownGraceMs: 25_000 });
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('rejects a port out of range and a timeout too small', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ TMDB_TIMEOUT_MS: '5' })).toThrow(/TMDB_TIMEOUT_MS/);
  });
});
