/** Builds the Fastify application from a configuration and its collaborators; never listens. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Auth, PublicAuthSettings } from './auth/create-auth.ts';
import type { SharedCache } from './cache/shared-cache.ts';
import type { Catalog } from './catalog/catalog.ts';
import { OfflineCatalog } from './catalog/offline/offline-catalog.ts';
import { discoverSchemas } from './catalog/discover-models.ts';
import { viewModelSchemas } from './catalog/view-models.ts';
import { FavoriteSchema } from './favorites/favorite.ts';
import type { FavoritesStore } from './favorites/favorites-store.ts';
import { clientErrorHandler, frameworkErrors } from './http/client-errors.ts';
import {
  DEFAULT_CONNECTION_LIMITS,
  DEFAULT_PAGE_MISSES_PER_MINUTE,
  DEFAULT_PAGES_PER_MINUTE,
  type ConnectionLimits,
} from './config.ts';
import { registerCachePolicy } from './http/cache-policy.ts';
import { registerCompression } from './http/compression.ts';
import { capConnectionsPerClient } from './http/connection-cap.ts';
import { registerEmbeddedIssuer } from './http/embedded-issuer.ts';
import { ErrorResponseSchema } from './http/common.schemas.ts';
import { registerErrorHandlers } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerOriginFormOnly } from './http/origin-form.ts';
import { registerPageGuards } from './http/page-guards.ts';
import { fastifyTrustProxy, ownProxies } from './http/proxy-trust.ts';
import { rateLimitOptions } from './http/rate-limits.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { newRequestId, registerRequestTracing } from './http/request-tracing.ts';
import { registerApiGuards, registerSecurity } from './http/security.ts';
import { sharedSerializers } from './http/shared-serializers.ts';
import { registerStrictIntegers } from './http/strict-integers.ts';
import { registerWebApp, webAppScriptHashes } from './http/web-app.ts';
import { ExportDocumentSchema } from './library/export/export-document.ts';
import { importSchemas } from './library/import/import-job-models.ts';
import { librarySchemas } from './library/library-models.ts';
import type { LibraryStore } from './library/library-store.ts';
import { Metrics } from './metrics/metrics.ts';
import { registerMetrics } from './metrics/metrics.routes.ts';
import { artRoutes } from './modules/art/art.routes.ts';
import { discoverRoutes } from './modules/discover/discover.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { calendarFeedRoutes, calendarRoutes } from './modules/library/calendar.routes.ts';
import { libraryRoutes } from './modules/library/library.routes.ts';
import { publicListRoutes } from './modules/library/public-list.routes.ts';
import { movieRoutes } from './modules/movies/movies.routes.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { tvRoutes } from './modules/tv/tv.routes.ts';

/** Requests to /oidc and /idp per client per minute: a dozen sign-ins' worth. */
export const DEFAULT_SIGN_IN_PER_MINUTE = 120;
/** Password tries per client per minute. */
const LOGIN_TRIES_PER_MINUTE = 10;
/**
 * Password tries at one account from all clients together: ten a quarter of an hour. Someone who
 * mistypes has ten goes, then waits at most fifteen minutes; someone guessing from any number of
 * addresses gets under a thousand guesses a day at an account (per client alone: 14,400 from
 * each address). The price: anyone can hold an account's owner back by spending its tries, for
 * a quarter of an hour at a time, and only at the login form (signed-in sessions carry on).
 */
const LOGIN_TRIES_PER_ACCOUNT = 10;
const ACCOUNT_LOGIN_WINDOW_MS = 15 * 60_000;

export interface AppDependencies {
  catalog: Catalog;
  /** Sign-in and favourites; without them the app serves the catalogue alone. */
  auth?: Auth;
  favorites?: FavoritesStore;
  /** The watchlist, history and ratings under `/api/me` (signed in, like the favourites). */
  library?: LibraryStore;
  publicAuth?: PublicAuthSettings;
  webOrigins?: string[];
  /** The Redis tier, for readiness reporting (the catalogue's cache uses it directly). */
  sharedCache?: SharedCache;
  /**
   * Requests per minute per client on /api (and on the sign-in paths, `signInPerMinute`; on the
   * web app's pages, `pagePerMinute`, whose catalogue loads are held to `pageMissesPerMinute`),
   * and where replicas share the counts. While Redis is away each process counts alone.
   */
  rateLimit?: {
    perMinute: number;
    signInPerMinute?: number;
    pagePerMinute?: number;
    pageMissesPerMinute?: number;
    redis?: Redis;
  };
  trustProxyHops?: number;
  /** The proxies' addresses and CIDR ranges (TRUST_PROXY); replaces `trustProxyHops`. */
  trustProxy?: string[];
  /** The origin browsers use (PUBLIC_ORIGIN): with https, every answer carries HSTS. */
  publicOrigin?: string;
  connectionLimits?: ConnectionLimits;
  /** A pino logger; none logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** The built web app to serve at `/`; none serves the API alone. */
  webDistDir?: string;
  /**
   * This app's instruments, served at /metrics; pass the one the catalogue and the favourites
   * store count into (none: a fresh one, counting HTTP and the process only).
   */
  metrics?: Metrics;
  /** METRICS_TOKEN: reads /metrics from anywhere as a bearer token; without it, loopback only. */
  metricsToken?: string;
}

export async function buildApp({
  catalog,
  logger,
  webDistDir,
  auth,
  favorites,
  library,
  publicAuth,
  webOrigins = [],
  sharedCache,
  rateLimit = { perMinute: 600 },
  trustProxyHops = 0,
  trustProxy,
  publicOrigin,
  connectionLimits = DEFAULT_CONNECTION_LIMITS,
  metrics = new Metrics(),
  metricsToken,
}: AppDependencies): Promise<FastifyInstance> {
  const limitOptions = rateLimitOptions({
    redis: rateLimit.redis,
    onRedisOutage: (error) =>
      logger?.warn(
        { err: error },
        'Redis is unavailable; counting rate limits in memory until it is back',
      ),
  });
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // How long a connection may take over a request head, a request and an idle keep-alive
    // (docs/reliability.md); Node checks every second rather than its default 30.
    connectionTimeout: connectionLimits.idleTimeoutMs,
    keepAliveTimeout: connectionLimits.keepAliveTimeoutMs,
    requestTimeout: connectionLimits.requestTimeoutMs,
    http: { headersTimeout: connectionLimits.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    clientErrorHandler,
    frameworkErrors,
    genReqId: newRequestId,
    logController: new OneLinePerRequest(),
    // Believe X-Forwarded-For only as far back as the proxies we run.
    trustProxy: fastifyTrustProxy({ addresses: trustProxy, hops: trustProxyHops }),
    // Bounded inputs: nothing we accept needs more than a small body.
    bodyLimit: 16 * 1024,
    // Longer than any path Node's 16 KiB head allows: an over-long search text reaches its
    // schema, which answers 400, instead of missing every route.
    routerOptions: { maxParamLength: 16 * 1024 },
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: true } },
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.server.maxConnections = connectionLimits.maxConnections;
  capConnectionsPerClient(
    app.server,
    connectionLimits.maxConnectionsPerClient,
    ownProxies({ addresses: trustProxy, hops: trustProxyHops }),
  );

  registerErrorHandlers(app);
  registerMetrics(app, { metrics, token: metricsToken });
  registerRequestTracing(app);
  registerStrictIntegers(app);
  registerSecurity(app, {
    issuerOrigin: publicAuth ? new URL(publicAuth.authority).origin : undefined,
    https: publicOrigin?.startsWith('https:') ?? false,
    scriptHashes: webDistDir ? webAppScriptHashes(webDistDir) : [],
  });
  registerOriginFormOnly(app);
  registerCachePolicy(app);
  await registerCompression(app);
  app.addSchema(ErrorResponseSchema);
  for (const schema of [
    ...viewModelSchemas,
    ...discoverSchemas,
    FavoriteSchema,
    ...librarySchemas,
    ...importSchemas,
    ExportDocumentSchema,
  ])
    app.addSchema(schema);
  await registerOpenApi(app);
  if (auth?.embedded)
    await registerEmbeddedIssuer(app, auth.embedded, {
      webOrigins,
      signInLimit: limitOptions('sign-in', rateLimit.signInPerMinute ?? DEFAULT_SIGN_IN_PER_MINUTE),
      loginLimit: limitOptions('login', LOGIN_TRIES_PER_MINUTE),
      accountLoginLimit: {
        ...limitOptions('login-account', LOGIN_TRIES_PER_ACCOUNT),
        timeWindow: ACCOUNT_LOGIN_WINDOW_MS,
      },
    });

  await app.register(
    async (api) => {
      await registerApiGuards(api, {
        webOrigins,
        rateLimit: limitOptions('api', rateLimit.perMinute),
      });
      await api.register(systemRoutes, {
        catalog,
        publicAuth,
        readiness: { catalog, favorites, library, sharedCache },
      });
      await api.register(movieRoutes, { catalog });
      await api.register(tvRoutes, { catalog });
      await api.register(peopleRoutes, { catalog });
      await api.register(searchRoutes, { catalog });
      await api.register(discoverRoutes, { catalog });
      if (catalog instanceof OfflineCatalog) await api.register(artRoutes, { catalog });
      if (auth && favorites)
        await api.register(favoritesRoutes, { store: favorites, verifier: auth.verifier });
      if (auth && library)
        await api.register(libraryRoutes, {
          prefix: '/me',
          store: library,
          catalog,
          verifier: auth.verifier,
          accounts: auth.embedded?.accounts,
        });
      if (library) await api.register(publicListRoutes, { store: library });
      if (auth && library)
        await api.register(calendarRoutes, {
          prefix: '/me',
          store: library,
          catalog,
          verifier: auth.verifier,
          publicOrigin,
        });
      if (library)
        await api.register(calendarFeedRoutes, { store: library, catalog, publicOrigin });
    },
    { prefix: '/api' },
  );
  if (webDistDir)
    await app.register(async (web) => {
      await registerPageGuards(web, {
        rateLimit: limitOptions('page', rateLimit.pagePerMinute ?? DEFAULT_PAGES_PER_MINUTE),
        missesPerMinute: rateLimit.pageMissesPerMinute ?? DEFAULT_PAGE_MISSES_PER_MINUTE,
      });
      await registerWebApp(web, webDistDir, { catalog, publicOrigin });
    });
  app.addHook('onClose', async () => {
    await Promise.all([catalog.close(), favorites?.close(), library?.close(), auth?.close()]);
  });
  return app;
}
