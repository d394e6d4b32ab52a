/**
 * Writes the OpenAPI document the routes describe, for the generated web client:
 * `node scripts/emit-openapi.ts <output file>`. The app is built but never listens, and no
 * catalogue call is made, so the TMDB catalogue is wired with a placeholder token.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { createTmdbCatalog } from '../src/catalog/create-catalog.ts';
import { loadConfig } from '../src/config.ts';

export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({ CATALOG: 'tmdb', TMDB_API_TOKEN: 'unused-for-openapi' });
  const app = await buildApp({ catalog: createTmdbCatalog(config.tmdb) });
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
