/**
 * The home's rows made for the signed-in caller: Up Next (the next episode of each show in
 * progress) and "Because you liked {title}" (recommendations seeded by titles they liked).
 * Both read the caller's library and the catalogue's cached details answers, nothing more.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import { LanguageQuery } from '../../http/common.schemas.ts';
import { becauseYouLiked, ROWS, takingTurns } from '../../library/because-you-liked.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import { upNext, UP_NEXT_LIMIT, UP_NEXT_SHOWS_READ } from '../../library/up-next.ts';
import { authErrors, catalogueErrors, errorRef, security } from './library-schemas.ts';
import { ownerOf } from './me-scope.ts';

const tags = ['For you'];

const ImagePath = Type.Union([Type.String(), Type.Null()], {
  description: 'Image path relative to the image base',
});

const UpNextEpisode = Type.Object({
  seriesId: Type.Integer({ description: 'TMDB TV show id' }),
  seriesName: Type.String(),
  posterPath: ImagePath,
  seasonNumber: Type.Integer(),
  episodeNumber: Type.Integer(),
  name: Type.String({ description: "The episode's name" }),
  stillPath: ImagePath,
  airDate: Type.Union([Type.String(), Type.Null()], { description: 'YYYY-MM-DD' }),
  lastWatchedOn: Type.String({
    description: 'The day the caller last watched an episode of the show, YYYY-MM-DD',
  }),
});

const BecauseYouLikedRow = Type.Object({
  seed: Type.Object(
    {
      mediaType: Type.Enum(['movie', 'tv']),
      id: Type.Integer({ description: 'TMDB id' }),
      title: Type.String(),
    },
    { description: 'The title the caller liked' },
  ),
  results: Type.Array(Type.Ref('TitleCard'), {
    description: 'Its recommendations the caller has not watched, rated or listed',
  }),
});

const readErrors = { 400: errorRef, ...catalogueErrors, ...authErrors };

export const forYouRoutes: FastifyPluginAsyncTypebox<{
  store: LibraryStore;
  catalog: Catalog;
}> = async (app, { store, catalog }) => {
  app.get(
    '/up-next',
    {
      schema: {
        operationId: 'getUpNext',
        summary: 'The next episode of each show the caller is watching',
        description:
          'For each show with a watched episode and an aired one not watched: the first aired ' +
          'episode not watched after the furthest watched (else the earliest one skipped), ' +
          `specials aside. The most recently watched show first; at most ${UP_NEXT_LIMIT} ` +
          `shows, from the ${UP_NEXT_SHOWS_READ} most recently watched.`,
        tags,
        security,
        querystring: LanguageQuery,
        response: {
          200: Type.Object({ results: Type.Array(UpNextEpisode) }),
          ...readErrors,
        },
      },
    },
    async (request) => {
      const shows = await store.forYou.showsWatched(ownerOf(request));
      return { results: await upNext(catalog, shows, request.query.language) };
    },
  );

  app.get(
    '/because-you-liked',
    {
      schema: {
        operationId: 'getBecauseYouLiked',
        summary: 'Recommendations seeded by titles the caller liked',
        description:
          `Up to ${ROWS} rows, each seeded by a title the caller rated 3.5 stars or more, ` +
          'favourited or watched lately (taking turns, and varied: not two of one collection ' +
          'or of one media type and main genre while others can give a row). Each row leaves ' +
          'out what the caller watched, rated, put on the watchlist or a list, or favourited, ' +
          'and what an earlier row shows. A seed whose recommendations are all left out gives ' +
          'no row.',
        tags,
        security,
        querystring: LanguageQuery,
        response: {
          200: Type.Object({ rows: Type.Array(BecauseYouLikedRow) }),
          ...readErrors,
        },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const [candidates, known] = await Promise.all([
        store.forYou.seedCandidates(owner),
        store.forYou.knownTitles(owner),
      ]);
      return {
        rows: await becauseYouLiked(
          catalog,
          takingTurns(candidates),
          known,
          request.query.language,
        ),
      };
    },
  );
};
