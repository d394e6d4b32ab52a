import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import { LanguageQuery } from '../../http/common.schemas.ts';
import { genreNames } from '../../library/genre-names.ts';
import type { Profile } from '../../library/library-models.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import { todayUtc } from '../../library/watch-date.ts';
import { authErrors, catalogueErrors, errorRef, security } from './library-schemas.ts';
import { ownerOf } from './me-scope.ts';

const TOP_GENRES = 8;

export const profileRoutes: FastifyPluginAsyncTypebox<{
  store: LibraryStore;
  catalog: Catalog;
}> = async (app, { store, catalog }) => {
  const { profile } = store;

  app.get(
    '/profile',
    {
      schema: {
        operationId: 'getProfile',
        summary: "The caller's statistics: what they watched and how they rated it",
        description:
          'Counted over the whole history and every rating. Genre names come from the ' +
          "catalogue's genre lists, in `language`.",
        tags: ['Profile'],
        security,
        querystring: Type.Object({
          ...LanguageQuery.properties,
          year: Type.Optional(
            Type.Integer({
              minimum: 1870,
              maximum: 9999,
              description:
                "The calendar year `thisYear` counts: the visitor's own (this year in UTC when none is given)",
            }),
          ),
        }),
        response: { 200: Type.Ref('Profile'), 400: errorRef, ...catalogueErrors, ...authErrors },
      },
    },
    async (request): Promise<Profile> => {
      const owner = ownerOf(request);
      const year = request.query.year ?? Number(todayUtc().slice(0, 4));
      const [totals, steps, genres, names] = await Promise.all([
        profile.watchTotals(owner, year),
        profile.ratingSteps(owner),
        profile.genreCounts(owner),
        genreNames(catalog, request.query.language),
      ]);
      const ratingsCount = steps.reduce((sum, step) => sum + step.count, 0);
      const starSum = steps.reduce((sum, step) => sum + step.rating * step.count, 0);
      return {
        moviesWatched: totals.movies,
        distinctMoviesWatched: totals.distinctMovies,
        episodesWatched: totals.episodes,
        showsWatched: totals.shows,
        minutesWatched: totals.minutes,
        entriesWithoutRuntime: totals.withoutRuntime,
        thisYear: { year, movies: totals.moviesThisYear, episodes: totals.episodesThisYear },
        ratingsCount,
        averageRating: ratingsCount === 0 ? null : starSum / ratingsCount,
        ratings: steps,
        // A genre neither list names any more is left out rather than shown as a number.
        topGenres: genres
          .filter((genre) => names.has(genre.genreId))
          .slice(0, TOP_GENRES)
          .map((genre) => ({
            id: genre.genreId,
            name: names.get(genre.genreId) ?? '',
            count: genre.count,
          })),
      };
    },
  );
};
