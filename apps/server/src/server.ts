/** Entry point: read the configuration, build the app, listen, and close cleanly on a signal. */
import { buildApp } from './app.ts';
import { createAuth, publicAuthSettings } from './auth/create-auth.ts';
import { createCatalog } from './catalog/create-catalog.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createFavoritesStore } from './favorites/create-favorites-store.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  const catalog = await createCatalog(config, {
    onPackOpened: (pack, elapsedMs) =>
      console.log(
        `Offline demo catalogue ${pack.built ? 'built' : 'opened'} in ${Math.round(elapsedMs)} ms: ` +
          `${pack.stats.movies} movies, ${pack.stats.tvShows} TV shows, ${pack.stats.people} people. ` +
          'Set TMDB_API_TOKEN to serve live TMDB instead.',
      ),
  });
  const [auth, favorites] = await Promise.all([createAuth(config), createFavoritesStore(config)]);
  const app = await buildApp({
    catalog,
    logger,
    webDistDir: config.webDistDir,
    auth,
    favorites,
    webOrigins: config.webOrigins,
    publicAuth: publicAuthSettings(config.auth),
  });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void close(signal));
  process.once('SIGTERM', (signal) => void close(signal));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { catalog: config.catalog },
    `Media Search is ready at http://${config.host}:${config.port}/`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Media Search could not start:', error);
  }
  process.exit(1);
});
