/**
 * The signed-in visitor's calendar (in their time zone, watch region and language), marking an
 * aired episode watched from it, and their feed's secret address.
 */
import {
  addCalendarFeedMutation,
  deleteCalendarFeedMutation,
  getCalendarFeedStateOptions,
  getCalendarFeedStateQueryKey,
  getCalendarOptions,
  getCalendarQueryKey,
  getCalendarUnseenQueryKey,
  addEpisodeToHistoryMutation,
} from '@media-search/api-client/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context.ts';
import { languageParam, useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { useWatchRegion } from '@/lib/watch-region.ts';
import { visitorTimeZone, type CalendarEvent } from '../lib/calendar-days.ts';

export function useCalendar() {
  const { isAuthenticated } = useAuth();
  const language = useCatalogueLanguage();
  const region = useWatchRegion();
  return useQuery({
    ...getCalendarOptions({
      query: { tz: visitorTimeZone(), region, ...languageParam(language) },
    }),
    // Watches are logged and shows followed on other screens: each visit reads it afresh.
    staleTime: 0,
    enabled: isAuthenticated,
  });
}

/**
 * Marks an aired episode watched (on the visitor's today), then reads the calendar again, and
 * the menu's count and the library's screens on their next use.
 */
export function useMarkEpisodeWatched() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...addEpisodeToHistoryMutation(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getCalendarQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getCalendarUnseenQueryKey() }),
        queryClient.invalidateQueries({ queryKey: ['library'] }),
      ]),
  });
  const mark = (event: CalendarEvent, watchedOn: string) =>
    mutation.mutateAsync({
      path: {
        showId: event.mediaId,
        seasonNumber: event.seasonNumber ?? 0,
        episodeNumber: event.episodeNumber ?? 0,
      },
      body: { watchedOn },
    });
  return { mark, isPending: mutation.isPending, variables: mutation.variables };
}

/**
 * Whether the visitor has a feed address, and since when: the server keeps only its hash, so
 * an address made in an earlier visit can be replaced but not shown.
 */
export function useFeedState(enabled: boolean) {
  return useQuery({ ...getCalendarFeedStateOptions(), staleTime: 0, enabled });
}

const feedStateChanged = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: getCalendarFeedStateQueryKey() });

/** A new secret address (the old one stops working), for the visitor's watch region. */
export function useCreateFeed() {
  const region = useWatchRegion();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...addCalendarFeedMutation(),
    onSettled: () => feedStateChanged(queryClient),
  });
  return { ...mutation, create: () => mutation.mutate({ body: { region } }) };
}

export function useStopFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteCalendarFeedMutation(),
    onSettled: () => feedStateChanged(queryClient),
  });
}
