/**
 * The streaming services the visitor has ("My services"): in their account when signed in, in
 * this browser's local storage otherwise. Shared code because the Watch Guide, Discover and the
 * watchlist each read them; choosing them is the services feature's. On sign-in, the browser's
 * choice is merged into the account's (their union) and then forgotten here.
 */
import {
  getMyServices,
  updateMyServices,
  type GetMyServicesResponse,
} from '@media-search/api-client';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from './auth-context.ts';

export type MyServices = GetMyServicesResponse;
export type ChosenService = MyServices['providers'][number];

export const SERVICES_KEY = 'media-search:services';
const NONE: MyServices = { region: null, providers: [] };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be refused (privacy settings): the choice then lasts as long as the page.
    return undefined;
  }
}

/** A stored value as this code wrote it, or nothing: storage is the visitor's to edit. */
function parseStored(text: string | null | undefined): MyServices | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<MyServices>;
    if (typeof value.region !== 'string' || !/^[A-Z]{2}$/.test(value.region)) return undefined;
    if (!Array.isArray(value.providers)) return undefined;
    const providers = value.providers.filter(
      (provider): provider is ChosenService =>
        Number.isInteger(provider?.providerId) && typeof provider.providerName === 'string',
    );
    return { region: value.region, providers };
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
let unsaved: string | null = null;
/** The text last parsed and its value, so a snapshot is the same object until it changes. */
let parsed: { text: string | null; value: MyServices | undefined } = {
  text: null,
  value: undefined,
};

/** The choice kept in this browser, if any. */
export function readStoredServices(): MyServices | undefined {
  const text = storage()?.getItem(SERVICES_KEY) ?? unsaved;
  if (text !== parsed.text) parsed = { text, value: parseStored(text) };
  return parsed.value;
}

/** Keeps (or, with none, forgets) the choice in this browser. */
export function storeServices(services: MyServices | undefined): void {
  unsaved = services ? JSON.stringify(services) : null;
  try {
    if (unsaved) storage()?.setItem(SERVICES_KEY, unsaved);
    else storage()?.removeItem(SERVICES_KEY);
  } catch {
    // Full or refused: kept for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SERVICES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The account's choice with the browser's added: the union of both when they are for the same
 * region (or the account has none yet); the account's alone when the browser's is for another,
 * whose services the account's region may not offer.
 */
export function mergeServices(account: MyServices, browser: MyServices): MyServices {
  if (account.region !== null && account.region !== browser.region) return account;
  const ids = new Set(account.providers.map((provider) => provider.providerId));
  return {
    region: browser.region,
    providers: [
      ...account.providers,
      ...browser.providers.filter((provider) => !ids.has(provider.providerId)),
    ],
  };
}

/** One key per account, so that another visitor's services never show after a sign-in. */
export const myServicesKey = (account: string) => ['services', account] as const;

export function useServicesAccount(): string {
  const { user } = useAuth();
  return user?.email ?? user?.name ?? '';
}

function accountServicesOptions(account: string) {
  return queryOptions({
    queryKey: myServicesKey(account),
    queryFn: async ({ signal }) => (await getMyServices({ signal, throwOnError: true })).data,
    // Changed only by this visitor, here: each change writes the answer in (saveServices).
    staleTime: 5 * 60_000,
  });
}

/** Saves the choice where it belongs: the account when signed in, else this browser. */
export async function saveServices(
  queryClient: QueryClient,
  account: string | undefined,
  services: MyServices & { region: string },
): Promise<MyServices> {
  if (account === undefined) {
    storeServices(services);
    return services;
  }
  const { data } = await updateMyServices({
    body: {
      region: services.region,
      providerIds: services.providers.map((provider) => provider.providerId),
    },
    throwOnError: true,
  });
  queryClient.setQueryData(myServicesKey(account), data);
  return data;
}

/** The account's merge in flight, so that several readers mounting at once merge once. */
let merging: Promise<unknown> | undefined;

/**
 * The visitor's services (none chosen: no region and no providers), and whether they are
 * known yet. Signed in, a choice left in this browser is merged into the account first.
 */
export function useMyServices(): { services: MyServices; isLoading: boolean } {
  const { isAuthenticated, isRestoring } = useAuth();
  const account = useServicesAccount();
  const queryClient = useQueryClient();
  const stored = useSyncExternalStore(subscribe, readStoredServices, () => undefined);
  const query = useQuery({ ...accountServicesOptions(account), enabled: isAuthenticated });
  const accountServices = query.data;
  useEffect(() => {
    if (!isAuthenticated || !accountServices || !stored || merging) return;
    const { region, providers } = mergeServices(accountServices, stored);
    merging = (
      region === null
        ? Promise.resolve()
        : saveServices(queryClient, account, { region, providers })
    )
      // Forgotten here once the account holds it; kept for the next try when the API refused.
      .then(() => storeServices(undefined))
      .catch(() => undefined)
      .finally(() => {
        merging = undefined;
      });
  }, [isAuthenticated, accountServices, stored, queryClient, account]);
  if (isRestoring) return { services: NONE, isLoading: true };
  if (!isAuthenticated) return { services: stored ?? NONE, isLoading: false };
  return { services: accountServices ?? NONE, isLoading: query.isPending };
}

/** The ids of the visitor's services, for marking and filtering. */
export function useMyServiceIds(): ReadonlySet<number> {
  const { services } = useMyServices();
  return useMemo(
    () => new Set(services.providers.map((provider) => provider.providerId)),
    [services],
  );
}
