import { defineConfig } from '@hey-api/openapi-ts';

/** The generator plugins; the staleness test regenerates with exactly these. */
export const GENERATOR_PLUGINS = [
  '@hey-api/client-fetch',
  '@hey-api/typescript',
  '@hey-api/sdk',
  // Query keys, queryOptions/infiniteQueryOptions and mutation options per operation, over the
  // SDK above: the web app's queries start from these rather than from hand-written fetchers.
  '@tanstack/react-query',
] as const;

/** Generates the typed client from the server's committed OpenAPI document. */
export default defineConfig({
  input: 'openapi.json',
  output: { path: 'src/gen' },
  plugins: GENERATOR_PLUGINS,
});
