/** Full Cast & Crew: /movie/{id}/cast and /tv/{id}/cast, one screen and one loader for both. */
import type { QueryClient } from '@tanstack/react-query';
import {
  creditsQueryOptions,
  type CreditsMediaType,
} from '@/features/credits/api/credits-queries.ts';
import { currentLanguage } from '@/lib/language.ts';
import { loadOrNotFound } from './-load-or-not-found.ts';

export const loadCredits = (queryClient: QueryClient, mediaType: CreditsMediaType, id: number) =>
  loadOrNotFound(
    queryClient.ensureQueryData(creditsQueryOptions(mediaType, id, currentLanguage())),
    mediaType === 'movie' ? 'Movie' : 'TV show',
  );
