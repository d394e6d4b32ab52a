/** Full Cast & Crew: /movie/{id}/cast and /tv/{id}/cast, one screen and one loader for both. */
import {
  creditsQueryOptions,
  type CreditsMediaType,
} from '@/features/credits/api/credits-queries.ts';
import type { RouterContext } from './__root.tsx';
import { loadOrNotFound } from './-load-or-not-found.ts';
import { languageOf } from './-render-context.ts';

export const loadCredits = (context: RouterContext, mediaType: CreditsMediaType, id: number) =>
  loadOrNotFound(
    context.queryClient.ensureQueryData(creditsQueryOptions(mediaType, id, languageOf(context))),
    mediaType === 'movie' ? 'Movie' : 'TV show',
  );
