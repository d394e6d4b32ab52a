/**
 * The services a region offers, for the picker: movies' and shows' providers together, each
 * once, most prominent first (a service is chosen once for both).
 */
import { getWatchProviders, type Provider } from '@media-search/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The API keeps reference lists for a day; a visit does not need them fresher. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

export function regionProvidersQueryOptions(region: string) {
  return queryOptions({
    queryKey: ['services', 'region-providers', region] as const,
    queryFn: async ({ signal }): Promise<Provider[]> => {
      const [movie, tv] = await Promise.all(
        (['movie', 'tv'] as const).map(
          async (type) =>
            (
              await getWatchProviders({
                path: { type },
                query: { region },
                signal,
                throwOnError: true,
              })
            ).data.providers,
        ),
      );
      return uniqueProviders([...(movie ?? []), ...(tv ?? [])]);
    },
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Each provider once, most prominent (lowest display priority) first, then by name. */
export function uniqueProviders(providers: readonly Provider[]): Provider[] {
  const byId = new Map<number, Provider>();
  for (const provider of providers.toSorted(
    (a, b) => a.displayPriority - b.displayPriority || a.providerName.localeCompare(b.providerName),
  ))
    if (!byId.has(provider.providerId)) byId.set(provider.providerId, provider);
  return [...byId.values()];
}
