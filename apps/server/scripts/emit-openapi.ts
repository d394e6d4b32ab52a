/**
 * Writes the OpenAPI document the routes describe, for the generated web client:
 * `node scripts/emit-openapi.ts <output file>`. The app is built with every route but never
 * listens and is never called, so its parts are placeholders: a TMDB catalogue with a dummy
 * token, an external issuer that is never asked, favourites and the library in memory.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { createAuth, publicAuthSettings } from '../src/auth/create-auth.ts';
import { createTmdbCatalog } from '../src/catalog/create-catalog.ts';
import { loadConfig } from '../src/config.ts';
import { SqliteFavoritesStore } from '../src/favorites/sqlite-favorites-store.ts';
import { LibraryStore } from '../src/library/library-store.ts';
import { SqliteLibraryDatabase } from '../src/library/sqlite-library-database.ts';

export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({
    CATALOG: 'tmdb',
    TMDB_API_TOKEN: 'unused-for-openapi',
    OIDC_ISSUER: 'https://issuer.invalid/',
    OIDC_AUDIENCE: 'https://api.invalid/',
    OIDC_CLIENT_ID: 'unused',
  });
  const app = await buildApp({
    catalog: createTmdbCatalog(config.tmdb),
    auth: await createAuth(config),
    favorites: new SqliteFavoritesStore(':memory:'),
    library: new LibraryStore(new SqliteLibraryDatabase(':memory:')),
    publicAuth: publicAuthSettings(config.auth),
  });
  await app.ready();
  const document = JSON.stringify(app.swagger(), null, 2) + '\n';
  await app.close();
  return document;
}

const target = process.argv[2];
if (target) {
  const file = path.resolve(target);
  await writeFile(file, await renderOpenApi());
  console.log(`OpenAPI document written to ${file}`);
}
