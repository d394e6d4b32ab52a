import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AccountDirectory } from '../../auth/embedded/account-directory.ts';
import type { TokenVerifier } from '../../auth/token-verifier.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import { accountDataRoutes } from './account-data.routes.ts';
import { forYouRoutes } from './for-you.routes.ts';
import { historyRoutes } from './history.routes.ts';
import { importRoutes } from './import.routes.ts';
import { listsRoutes } from './lists.routes.ts';
import { requireCaller } from './me-scope.ts';
import { profileRoutes } from './profile.routes.ts';
import { ratingsRoutes } from './ratings.routes.ts';
import { servicesRoutes } from './services.routes.ts';
import { titleStateRoutes } from './title-state.routes.ts';
import { watchlistRoutes } from './watchlist.routes.ts';

export interface LibraryRoutesOptions {
  store: LibraryStore;
  catalog: Catalog;
  verifier: TokenVerifier;
  /** The embedded sign-in's accounts (one is removed with its data); none: an external issuer. */
  accounts?: AccountDirectory;
}

/**
 * The signed-in caller's watchlist, history, ratings and lists (and a title's state of all
 * four, and the statistics of them all), under `/api/me`. Every call needs a valid bearer token; nobody sees or changes
 * another's.
 */
export const libraryRoutes: FastifyPluginAsyncTypebox<LibraryRoutesOptions> = async (
  app,
  { store, catalog, verifier, accounts },
) => {
  requireCaller(app, verifier);
  await app.register(watchlistRoutes, { store, catalog });
  await app.register(historyRoutes, { store, catalog });
  await app.register(ratingsRoutes, { store, catalog });
  await app.register(listsRoutes, { store, catalog });
  await app.register(titleStateRoutes, { store, catalog });
  await app.register(profileRoutes, { store, catalog });
  await app.register(forYouRoutes, { store, catalog });
  await app.register(servicesRoutes, { store, catalog });
  await app.register(accountDataRoutes, { store, accounts });
  await app.register(importRoutes, { store, catalog });
};
