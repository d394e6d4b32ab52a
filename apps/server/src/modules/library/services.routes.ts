import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Provider } from '../../catalog/view-models.ts';
import { BadRequestError } from '../../errors.ts';
import { Id, RegionCode } from '../../http/common.schemas.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import type { ChosenProvider } from '../../library/services-store.ts';
import { authErrors, errorRef, security } from './library-schemas.ts';
import { ownerOf } from './me-scope.ts';

const tags = ['Services'];

/** More than any region offers: a choice beyond it is not one a person made. */
export const MAX_SERVICES = 100;

const ChosenProviderSchema = Type.Object({
  providerId: Type.Integer(),
  providerName: Type.String(),
  logoPath: Type.Union([Type.String(), Type.Null()]),
});

const ServicesSchema = Type.Object({
  region: Type.Union([Type.String(), Type.Null()], {
    description: 'ISO 3166-1 code of the watch region; null until the visitor first chooses',
  }),
  providers: Type.Array(ChosenProviderSchema, {
    description: 'The chosen providers, most prominent in the region first',
  }),
});

/**
 * Every provider of the region, movies' and shows' together (most prominent first), by id:
 * a service is chosen once for both.
 */
export async function providersOf(
  catalog: Catalog,
  region: string,
): Promise<Map<number, Provider>> {
  const [movie, tv] = await Promise.all([
    catalog.watchProviders('movie', region),
    catalog.watchProviders('tv', region),
  ]);
  const byId = new Map<number, Provider>();
  for (const provider of [...movie.providers, ...tv.providers].sort(
    (a, b) => a.displayPriority - b.displayPriority,
  ))
    if (!byId.has(provider.providerId)) byId.set(provider.providerId, provider);
  return byId;
}

/** The choice as the catalogue names it; a region or provider it does not know is a 400. */
async function validChoice(
  catalog: Catalog,
  region: string,
  providerIds: readonly number[],
): Promise<ChosenProvider[]> {
  const { regions } = await catalog.regions();
  if (!regions.some((known) => known.code === region))
    throw new BadRequestError(`Region ${region} is not one the catalogue knows providers for.`);
  const known = await providersOf(catalog, region);
  const unknown = providerIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new BadRequestError(
      `Provider ${unknown.join(', ')} is not offered in ${region}: choose from /api/watch-providers.`,
    );
  const chosen = new Set(providerIds);
  return [...known.values()]
    .filter((provider) => chosen.has(provider.providerId))
    .map(({ providerId, providerName, logoPath }) => ({ providerId, providerName, logoPath }));
}

export const servicesRoutes: FastifyPluginAsyncTypebox<{
  store: LibraryStore;
  catalog: Catalog;
}> = async (app, { store, catalog }) => {
  app.get(
    '/services',
    {
      schema: {
        operationId: 'getMyServices',
        summary: 'The streaming services the caller has, and their watch region',
        tags,
        security,
        response: { 200: ServicesSchema, ...authErrors },
      },
    },
    async (request) => store.services.get(ownerOf(request)),
  );

  app.put(
    '/services',
    {
      schema: {
        operationId: 'updateMyServices',
        summary: "Replace the caller's streaming services",
        description:
          'The region must be one of `/api/regions`, and each provider one of ' +
          '`/api/watch-providers/{movie,tv}?region=` for it (400 naming the first unknown ' +
          `otherwise); at most ${MAX_SERVICES}, repeats counted once. The same body twice ` +
          'leaves the same choice.',
        tags,
        security,
        body: Type.Object(
          {
            region: RegionCode('Watch region, ISO 3166-1, e.g. DE'),
            providerIds: Type.Array(Id('A provider id of the region'), {
              maxItems: MAX_SERVICES,
            }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: ServicesSchema,
          400: errorRef,
          // The catalogue's failures while it reads the region's providers.
          429: errorRef,
          502: errorRef,
          504: errorRef,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { region, providerIds } = request.body;
      const providers = await validChoice(catalog, region, [...new Set(providerIds)]);
      await store.services.put(owner, region, providers);
      return { region, providers };
    },
  );
};
