/**
 * The server's configuration, read from the environment once at start. Every problem is
 * collected and reported together, each naming its variable, so a bad deployment fails fast.
 * Nothing else in the server reads `process.env`.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const CATALOGS = ['tmdb', 'offline'] as const;
const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AuthConfig {
  /** `embedded`: the server's own OpenID provider under /oidc; `external`: OIDC_ISSUER. */
  mode: 'embedded' | 'external';
  issuer: string;
  audience: string;
  clientId: string;
}

/** How long connections may take and how many may be open (docs/reliability.md). */
export interface ConnectionLimits {
  /** A connection must send a whole request head within this (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** A whole request, body included, must arrive within this (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all is closed after this (Fastify's connectionTimeout). */
  idleTimeoutMs: number;
  /** Connections one server process accepts at once; more are closed at once. */
  maxConnections: number;
  /**
   * Connections one client address (an IPv6 client: its /64) may hold at once; more are closed
   * at once. Connections from the proxies the server trusts are not counted.
   */
  maxConnectionsPerClient: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  // Longer than the 60 s idle timeout of common load balancers, which must close first.
  keepAliveTimeoutMs: 72_000,
  idleTimeoutMs: 120_000,
  maxConnections: 2048,
  // A sixteenth of all: twenty browsers behind one address (an office, a carrier's NAT) each
  // holding HTTP/1.1's six, while one address alone can no longer take every slot.
  maxConnectionsPerClient: 128,
};

/**
 * Pages one client may ask for a minute. The app moves between screens by itself, so a person
 * loads a page only on arriving, reloading or opening a new tab: two a second leaves room for a
 * dozen people behind one address and for a polite crawler, while holding the pages' cost
 * (a render, and a catalogue load when uncached) to a fifth of what the /api allowance permits.
 */
export const DEFAULT_PAGES_PER_MINUTE = 120;
/**
 * Catalogue loads one client's pages may start a minute (past it pages go out without their
 * data, which the app then asks the API for): one every two seconds, a sixtieth of the shared
 * TMDB budget (30 a second), where /api alone would let one client start hundreds.
 */
export const DEFAULT_PAGE_MISSES_PER_MINUTE = 30;

/** Long enough for a database started alongside the server (compose) to begin answering. */
export const DEFAULT_DATABASE_CONNECT_TIMEOUT_MS = 30_000;
/**
 * Under the 10 s `docker stop` (and `podman stop`) waits by default before SIGKILL, so the
 * server always exits by itself, its last log lines written, rather than being killed.
 */
export const DEFAULT_SHUTDOWN_GRACE_MS = 8000;

export interface Config {
  port: number;
  /** NODE_ENV=production: no demo accounts, no development origins. */
  production: boolean;
  /** The origin browsers reach the app at; the embedded issuer and redirect URIs derive from it. */
  publicOrigin: string;
  /** Origins the web app may be served from (the built app, and Vite's dev server). */
  webOrigins: string[];
  auth: AuthConfig;
  /** PostgreSQL when set (`postgres://…`); otherwise a SQLite file under DATA_DIR. */
  databaseUrl: string | undefined;
  /** How long to keep trying to reach PostgreSQL at start before giving up. */
  databaseConnectTimeoutMs: number;
  /** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
  shutdownGraceMs: number;
  /** A shared Redis cache tier when set (`redis://…`). */
  redisUrl: string | undefined;
  /** Requests per minute one client may make to /api. */
  rateLimitPerMinute: number;
  /** Requests per minute one client may make to the embedded sign-in (/oidc and /idp). */
  signInRateLimitPerMinute: number;
  /** Requests per minute one client may make for the web app's pages and /sitemap.xml. */
  pageRateLimitPerMinute: number;
  /** Catalogue loads per minute one client's pages may start; past it pages go without data. */
  pageMissesPerMinute: number;
  /** How many proxies in front of the server to trust for the client's address (0: none). */
  trustProxyHops: number;
  /**
   * The addresses (IPs and CIDR ranges) of the proxies in front whose `X-Forwarded-For` to
   * believe; when set, it replaces `trustProxyHops`.
   */
  trustProxy: string[] | undefined;
  /** A bearer token that may read /metrics from anywhere (without it, loopback only). */
  metricsToken: string | undefined;
  connections: ConnectionLimits;
  host: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** `tmdb` when a token is configured, else the offline demo catalogue. */
  catalog: (typeof CATALOGS)[number];
  dataDir: string;
  /** The offline pack served when `catalog` is `offline`. */
  packDir: string;
  /** The built web app the server serves at `/`. */
  webDistDir: string;
  tmdb: {
    token: string | undefined;
    baseUrl: string;
    timeoutMs: number;
    deadlineMs: number;
    requestsPerSecond: number;
    /** Failed calls in a row that open the circuit breaker. */
    breakerFailures: number;
    breakerResetMs: number;
  };
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/** Reads one variable; a problem is recorded and the fallback used so parsing can go on. */
class EnvReader {
  readonly problems: string[] = [];
  readonly #env: Env;

  constructor(env: Env) {
    this.#env = env;
  }

  string(name: string): string | undefined {
    const value = this.#env[name]?.trim();
    return value ? value : undefined;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  oneOf<T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if (!(choices as readonly string[]).includes(raw)) {
      this.problems.push(`${name} must be one of ${choices.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  }

  origins(name: string, fallback: string[]): string[] {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    return raw
      .split(',')
      .map((origin) => this.#validUrl(name, origin.trim(), fallback[0] ?? '').replace(/\/+$/, ''));
  }

  /** A comma-separated list of IP addresses and CIDR ranges (`10.0.0.0/8`, `fd00::/8`). */
  addressRanges(name: string): string[] | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    const entries = raw.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressRange(entry));
    if (bad.length === 0) return entries;
    this.problems.push(
      `${name} must be IP addresses or CIDR ranges, separated by commas (got "${bad.join('", "')}")`,
    );
    return undefined;
  }

  httpUrl(name: string, fallback: string): string {
    return this.#validUrl(name, this.string(name) ?? fallback, fallback);
  }

  #validUrl(name: string, raw: string, fallback: string): string {
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') return raw;
    } catch {
      // reported below
    }
    this.problems.push(`${name} must be an http(s) URL (got "${raw}")`);
    return fallback;
  }
}

/** `192.0.2.7`, `10.0.0.0/8`, `2001:db8::1` or `fd00::/8`. */
function isAddressRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

/** The proxies to believe: by their addresses, or by a count of hops; never both. */
function readProxyTrust(read: EnvReader): Pick<Config, 'trustProxy' | 'trustProxyHops'> {
  const trustProxy = read.addressRanges('TRUST_PROXY');
  const trustProxyHops = read.integer('TRUST_PROXY_HOPS', 0, 0, 10);
  if (trustProxy && read.string('TRUST_PROXY_HOPS') !== undefined)
    read.problems.push(
      'Set TRUST_PROXY or TRUST_PROXY_HOPS, not both: TRUST_PROXY replaces the hop count',
    );
  return { trustProxy, trustProxyHops };
}

function readAuth(read: EnvReader, publicOrigin: string): AuthConfig {
  const issuer = read.string('OIDC_ISSUER');
  if (!issuer) {
    return {
      mode: 'embedded',
      issuer: `${publicOrigin}/oidc`,
      audience: read.string('OIDC_AUDIENCE') ?? `${publicOrigin}/api`,
      clientId: read.string('OIDC_CLIENT_ID') ?? 'media-search-spa',
    };
  }
  const audience = read.string('OIDC_AUDIENCE');
  const clientId = read.string('OIDC_CLIENT_ID');
  if (!audience) read.problems.push('OIDC_AUDIENCE is required when OIDC_ISSUER is set');
  if (!clientId) read.problems.push('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  return {
    mode: 'external',
    issuer: read.httpUrl('OIDC_ISSUER', issuer),
    audience: audience ?? '',
    clientId: clientId ?? '',
  };
}

function readDatabaseUrl(read: EnvReader): string | undefined {
  const url = read.string('DATABASE_URL');
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    read.problems.push('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)');
    return undefined;
  }
  return url;
}

function readRedisUrl(read: EnvReader): string | undefined {
  const url = read.string('REDIS_URL');
  if (url && !/^rediss?:\/\//.test(url)) {
    read.problems.push('REDIS_URL must be a redis:// or rediss:// URL');
    return undefined;
  }
  return url;
}

/** Long enough that guessing it is hopeless (`openssl rand -hex 32` gives 64 characters). */
const METRICS_TOKEN_MIN_LENGTH = 32;

function readMetricsToken(read: EnvReader): string | undefined {
  const token = read.string('METRICS_TOKEN');
  // It travels as `Authorization: Bearer <token>`, which ends at the first space.
  if (token && (token.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(token))) {
    read.problems.push(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters, without spaces`,
    );
    return undefined;
  }
  return token;
}

export function loadConfig(env: Env): Config {
  const read = new EnvReader(env);
  const token = read.string('TMDB_API_TOKEN');
  const catalog = read.oneOf('CATALOG', CATALOGS, token ? 'tmdb' : 'offline');
  if (catalog === 'tmdb' && !token) {
    read.problems.push('TMDB_API_TOKEN is required when CATALOG=tmdb');
  }
  const port = read.integer('PORT', 5002, 0, 65535);
  const publicOrigin = read
    .httpUrl('PUBLIC_ORIGIN', `http://localhost:${port}`)
    .replace(/\/+$/, '');
  const production = env.NODE_ENV === 'production';
  // Vite's dev server is a valid place to sign in from only while developing.
  const defaultWebOrigins = production ? [publicOrigin] : [publicOrigin, 'http://localhost:5173'];
  const config: Config = {
    port,
    production,
    publicOrigin,
    webOrigins: read.origins('WEB_ORIGINS', defaultWebOrigins),
    auth: readAuth(read, publicOrigin),
    databaseUrl: readDatabaseUrl(read),
    databaseConnectTimeoutMs: read.integer(
      'DATABASE_CONNECT_TIMEOUT_MS',
      DEFAULT_DATABASE_CONNECT_TIMEOUT_MS,
      0,
      3_600_000,
    ),
    shutdownGraceMs: read.integer('SHUTDOWN_GRACE_MS', DEFAULT_SHUTDOWN_GRACE_MS, 100, 3_600_000),
    redisUrl: readRedisUrl(read),
    rateLimitPerMinute: read.integer('RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000_000),
    signInRateLimitPerMinute: read.integer('SIGN_IN_PER_MINUTE', 120, 1, 1_000_000),
    pageRateLimitPerMinute: read.integer(
      'PAGES_PER_MINUTE',
      DEFAULT_PAGES_PER_MINUTE,
      1,
      1_000_000_000,
    ),
    pageMissesPerMinute: read.integer(
      'PAGE_MISSES_PER_MINUTE',
      DEFAULT_PAGE_MISSES_PER_MINUTE,
      0,
      1_000_000,
    ),
    ...readProxyTrust(read),
    metricsToken: readMetricsToken(read),
    connections: {
      headersTimeoutMs: read.integer(
        'HEADERS_TIMEOUT_MS',
        DEFAULT_CONNECTION_LIMITS.headersTimeoutMs,
        1000,
        120_000,
      ),
      requestTimeoutMs: read.integer(
        'REQUEST_TIMEOUT_MS',
        DEFAULT_CONNECTION_LIMITS.requestTimeoutMs,
        1000,
        600_000,
      ),
      keepAliveTimeoutMs: read.integer(
        'KEEP_ALIVE_TIMEOUT_MS',
        DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs,
        1000,
        600_000,
      ),
      idleTimeoutMs: read.integer(
        'IDLE_TIMEOUT_MS',
        DEFAULT_CONNECTION_LIMITS.idleTimeoutMs,
        1000,
        3_600_000,
      ),
      maxConnections: read.integer(
        'MAX_CONNECTIONS',
        DEFAULT_CONNECTION_LIMITS.maxConnections,
        1,
        1_000_000,
      ),
      maxConnectionsPerClient: read.integer(
        'CONNECTIONS_PER_CLIENT',
        DEFAULT_CONNECTION_LIMITS.maxConnectionsPerClient,
        1,
        1_000_000,
      ),
    },
    host: read.string('HOST') ?? 'localhost',
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    catalog,
    dataDir: path.resolve(SERVER_ROOT, read.string('DATA_DIR') ?? 'data'),
    packDir: path.resolve(SERVER_ROOT, read.string('CATALOG_PACK_DIR') ?? 'packs/demo'),
    webDistDir: path.resolve(SERVER_ROOT, read.string('WEB_DIST_DIR') ?? '../web/dist'),
    tmdb: {
      token,
      baseUrl: read.httpUrl('TMDB_BASE_URL', 'https://api.themoviedb.org/3'),
      timeoutMs: read.integer('TMDB_TIMEOUT_MS', 4000, 100, 60_000),
      deadlineMs: read.integer('TMDB_DEADLINE_MS', 10_000, 100, 120_000),
      requestsPerSecond: read.integer('TMDB_REQUESTS_PER_SECOND', 30, 1, 40),
      breakerFailures: read.integer('TMDB_BREAKER_FAILURES', 5, 1, 1000),
      breakerResetMs: read.integer('TMDB_BREAKER_RESET_MS', 30_000, 100, 600_000),
    },
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
