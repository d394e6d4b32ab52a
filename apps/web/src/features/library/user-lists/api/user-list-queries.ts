/**
 * The signed-in visitor's own lists: all of them (the Lists screen and every "Add to list"
 * menu read the one query), one list with all its items, and the changes. Each change to items
 * shows at once and is put back when the API refuses; the caller says why (the error).
 */
import {
  addList,
  addToList,
  deleteFromList,
  deleteList,
  getList,
  getLists,
  updateList,
  updateListItemPosition,
  type List,
  type ListItem,
} from '@media-search/api-client';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  readAllPages,
  useAccountKey,
  WHOLE_LIST_PAGE_SIZE,
} from '@/features/library/api/library-target.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { languageParam, useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { moveItem, withoutItem } from '../lib/list-view.ts';

/** One key per account, so that another visitor's lists never show after a sign-in. */
const MY_LISTS = ['library', 'lists'] as const;
const ONE_LIST = ['library', 'list'] as const;

/** The cached copies of one list, whichever account's (the visitor may just have signed in). */
const ofList = (listId: string) => ({
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) =>
    queryKey[0] === ONE_LIST[0] && queryKey[1] === ONE_LIST[1] && queryKey[3] === listId,
});

function myListsOptions(account: string) {
  return queryOptions({
    queryKey: [...MY_LISTS, account] as const,
    // Up to 200 lists: one page of the API's largest size.
    queryFn: ({ signal }) =>
      readAllPages(async (page) => {
        const { data } = await getLists({
          query: { sort: 'updated', page, pageSize: WHOLE_LIST_PAGE_SIZE },
          signal,
          throwOnError: true,
        });
        return data;
      }),
    staleTime: 60_000,
  });
}

/** The visitor's lists, most recently changed first; asked for only while signed in. */
export function useMyLists() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...myListsOptions(useAccountKey()), enabled: isAuthenticated });
}

export interface ListWithItems {
  list: List;
  /** Every item, in order: reordering moves one among all of them. */
  items: ListItem[];
}

function listOptions(account: string, listId: string) {
  return queryOptions({
    queryKey: [...ONE_LIST, account, listId] as const,
    queryFn: async ({ signal }): Promise<ListWithItems> => {
      let list: List | undefined;
      const items = await readAllPages(async (page) => {
        const { data } = await getList({
          path: { listId },
          query: { page, pageSize: WHOLE_LIST_PAGE_SIZE },
          signal,
          throwOnError: true,
        });
        list = data.list;
        return data.items;
      });
      if (!list) throw new Error('The list was not answered.');
      return { list, items };
    },
    staleTime: 0,
  });
}

/** One of the visitor's lists with all its items. */
export function useMyList(listId: string) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...listOptions(useAccountKey(), listId), enabled: isAuthenticated });
}

/** After a change, the lists (counts, posters, order) and the title states read again. */
function refetchLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: MY_LISTS }),
    queryClient.invalidateQueries({ queryKey: ['library', 'title'] }),
  ]);
}

/** Makes a list (or answers the one of that name: the API keeps names unique). */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: { name: string; description?: string }) =>
      (await addList({ body: fields, throwOnError: true })).data,
    onSuccess: () => refetchLists(queryClient),
  });
}

/** Renames, describes or shares a list; the screen shows the API's answer. */
export function useUpdateList(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: { name?: string; description?: string; public?: boolean }) =>
      (await updateList({ path: { listId }, body: fields, throwOnError: true })).data,
    onSuccess: (list) => {
      queryClient.setQueriesData<ListWithItems>({ queryKey: ONE_LIST }, (cached) =>
        cached?.list.id === list.id ? { ...cached, list } : cached,
      );
      return queryClient.invalidateQueries({ queryKey: MY_LISTS });
    },
  });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (listId: string) => {
      await deleteList({ path: { listId }, throwOnError: true });
    },
    onSuccess: (_answer, listId) => {
      queryClient.removeQueries(ofList(listId));
      return refetchLists(queryClient);
    },
  });
}

/** Changes the cached items of `listId` (whichever account's), returning what they were. */
async function changeItems(
  queryClient: QueryClient,
  listId: string,
  change: (items: ListItem[]) => ListItem[],
) {
  await queryClient.cancelQueries(ofList(listId));
  const before = queryClient.getQueriesData<ListWithItems>(ofList(listId));
  queryClient.setQueriesData<ListWithItems>(ofList(listId), (cached) =>
    cached ? { ...cached, items: change(cached.items) } : cached,
  );
  return { before };
}

function putBack(
  queryClient: QueryClient,
  context: { before: [readonly unknown[], ListWithItems | undefined][] } | undefined,
) {
  for (const [key, cached] of context?.before ?? []) queryClient.setQueryData(key, cached);
}

export interface ItemMove {
  item: ListItem;
  from: number;
  to: number;
}

/** Moves one item to another place: one request, shown at once, put back when refused. */
export function useMoveListItem(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, to }: ItemMove) => {
      await updateListItemPosition({
        path: { listId, mediaType: item.mediaType, mediaId: item.mediaId },
        body: { position: to },
        throwOnError: true,
      });
    },
    onMutate: ({ from, to }: ItemMove) =>
      changeItems(queryClient, listId, (items) => moveItem(items, from, to)),
    onError: (_error, _move, context) => putBack(queryClient, context),
    // The first four posters of the Lists screen may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_LISTS }),
  });
}

export function useRemoveListItem(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: ListItem) => {
      await deleteFromList({
        path: { listId, mediaType: item.mediaType, mediaId: item.mediaId },
        throwOnError: true,
      });
    },
    onMutate: (item: ListItem) =>
      changeItems(queryClient, listId, (items) => withoutItem(items, item)),
    onError: (_error, _item, context) => putBack(queryClient, context),
    onSettled: () => refetchLists(queryClient),
  });
}

/** A movie or TV show to put on lists or take off them. */
export interface ListTarget {
  mediaType: 'movie' | 'tv';
  id: number;
}

export interface MembershipChange {
  listId: string;
  target: ListTarget;
  /** True to put it on the list, false to take it off. */
  add: boolean;
}

/** The title states' `lists` of `target`, changed: what its "Add to list" menu ticks. */
const TITLE_STATES = ['library', 'title'] as const;
const stateOf = (target: ListTarget) => ({
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) =>
    queryKey[0] === TITLE_STATES[0] &&
    queryKey[1] === TITLE_STATES[1] &&
    queryKey[3] === target.mediaType &&
    queryKey[4] === target.id,
});

/**
 * Puts a title on one of the visitor's lists or takes it off. Its tick shows the change at
 * once and goes back when the API refuses.
 */
export function useChangeMembership() {
  const queryClient = useQueryClient();
  const language = useCatalogueLanguage();
  return useMutation({
    mutationFn: async ({ listId, target, add }: MembershipChange) => {
      const path = { listId, mediaType: target.mediaType, mediaId: target.id };
      if (add) await addToList({ path, query: languageParam(language), throwOnError: true });
      else await deleteFromList({ path, throwOnError: true });
    },
    onMutate: async ({ listId, target, add }: MembershipChange) => {
      const states = stateOf(target);
      await queryClient.cancelQueries(states);
      const before = queryClient.getQueriesData<{ lists: string[] }>(states);
      queryClient.setQueriesData<{ lists: string[] }>(states, (state) => {
        if (!state) return state;
        const others = state.lists.filter((id) => id !== listId);
        return { ...state, lists: add ? [...others, listId] : others };
      });
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, state] of context?.before ?? []) queryClient.setQueryData(key, state);
    },
    onSettled: (_answer, _error, { listId }) =>
      Promise.all([refetchLists(queryClient), queryClient.invalidateQueries(ofList(listId))]),
  });
}
