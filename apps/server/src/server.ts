/** Entry point: read the configuration, build the app, listen, and close cleanly on a signal. */
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { createAuth, publicAuthSettings } from './auth/create-auth.ts';
import { RedisSharedCache } from './cache/shared-cache.ts';
import { createCatalog } from './catalog/create-catalog.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createFavoritesStore } from './favorites/create-favorites-store.ts';
import { restrictToOwner } from './data-dir.ts';
import { DatabaseStartError, type DatabaseWait } from './favorites/wait-for-database.ts';
import { LibraryStore, openLibraryDatabase } from './library/library-store.ts';
import { Metrics } from './metrics/metrics.ts';

async function main(config: Config): Promise<void> {
  // Everything the server writes under DATA_DIR is its owner's alone (keys, sessions, accounts).
  process.umask(0o077);
  restrictToOwner(config.dataDir);
  const logger = pino(
    {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // To standard output in writes of at least 4 kB, and at least once a second (and what is
    // left at exit): one write per line cost a busy server a sixth of its time.
    pino.destination({ dest: 1, minLength: 4096, periodicFlush: 1000 }),
  );
  const sharedCache = config.redisUrl
    ? new RedisSharedCache(config.redisUrl, (error) =>
        logger.warn({ err: error }, 'Redis is unavailable; caching in memory until it is back'),
      )
    : undefined;
  await sharedCache?.connected();
  const metrics = new Metrics();
  const catalog = await createCatalog(config, {
    shared: sharedCache,
    metrics,
    onRefreshError: (key, error) =>
      logger.warn({ key, err: error }, 'background refresh failed; serving stale'),
    onCircuitChange: (state) => logger.warn({ state }, `TMDB circuit breaker ${state}`),
    onPackOpened: (pack, elapsedMs) =>
      logger.info(
        { ...pack.stats, elapsedMs: Math.round(elapsedMs) },
        `Offline demo catalogue ${pack.built ? 'built' : 'opened'} in ${Math.round(elapsedMs)} ms. ` +
          'Set TMDB_API_TOKEN to serve live TMDB instead.',
      ),
  });
  const connect = {
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    onWait: ({ attempt, retryInMs, reason }: DatabaseWait) =>
      logger.warn(
        { attempt, retryInMs, reason },
        `PostgreSQL is not accepting connections yet; trying again in ${retryInMs} ms`,
      ),
  };
  const favorites = await createFavoritesStore(config, connect).then((store) =>
    metrics.countDatabaseErrors(store),
  );
  // After the favourites' store: the database is up and migrated by then.
  const library = new LibraryStore(
    metrics.countLibraryDatabaseErrors(await openLibraryDatabase(config, connect)),
  );
  // After the library: the verifier refuses the tokens erased data revoked, read from there.
  const auth = await createAuth(config, { revocations: library.revocations });
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: 500,
      })
    : undefined;
  rateLimitRedis?.on('error', () => undefined);
  const app = await buildApp({
    catalog,
    logger,
    webDistDir: config.webDistDir,
    auth,
    favorites,
    library,
    sharedCache,
    webOrigins: config.webOrigins,
    publicAuth: publicAuthSettings(config.auth),
    rateLimit: {
      perMinute: config.rateLimitPerMinute,
      signInPerMinute: config.signInRateLimitPerMinute,
      pagePerMinute: config.pageRateLimitPerMinute,
      pageMissesPerMinute: config.pageMissesPerMinute,
      redis: rateLimitRedis,
    },
    trustProxyHops: config.trustProxyHops,
    trustProxy: config.trustProxy,
    publicOrigin: config.publicOrigin,
    connectionLimits: config.connections,
    metrics,
    metricsToken: config.metricsToken,
  });
  app.addHook('onClose', async () => {
    await sharedCache?.close();
    rateLimitRedis?.disconnect();
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      logger.warn(
        { graceMs: config.shutdownGraceMs },
        'shutdown grace period over: exiting with requests still in flight',
      );
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    // Node closes the keep-alive connections idle at close() only: one whose request was still
    // in flight would stay open after its response (a proxy's, a browser's) until the grace ran
    // out. Close each as soon as it falls idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  logger.info(
    { catalog: config.catalog, auth: config.auth.mode },
    `Media Search is ready at ${config.publicOrigin}/`,
  );
  // Visitors are told only that this is a demo; how to go live is for whoever reads the log.
  if (config.catalog === 'offline') {
    logger.info(
      'Serving the offline demo catalogue. For the live TMDB catalogue, set TMDB_API_TOKEN to a ' +
        'TMDB API read access token and restart (docs/configuration.md).',
    );
  }
  if (
    config.auth.mode === 'embedded' &&
    !config.production &&
    config.publicOrigin.startsWith('https:')
  )
    logger.warn(
      'The public demo accounts (ada, ben) can sign in. For a real deployment set NODE_ENV=production ' +
        'and add accounts with `npm run accounts -- add <name>`, or set OIDC_ISSUER.',
    );
  // Whoever started the server is watching for those lines now, not in a second's time.
  logger.flush();
}

try {
  await main(loadConfig(process.env));
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Media Search could not start: ${error instanceof DatabaseStartError ? error.message : String(error)}`,
  );
  process.exit(1);
}
