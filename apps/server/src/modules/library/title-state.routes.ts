/**
 * What the caller has of one title, in one call, for its details page: on the watchlist or not,
 * their rating, which of their lists hold it, and what they watched of it (a movie's watches; a
 * show's progress and their ratings of its episodes).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import { Id } from '../../http/common.schemas.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import { ratingKey } from '../../library/ratings-store.ts';
import { showProgress } from '../../library/show-episodes.ts';
import { authErrors, catalogueErrors, errorRef, security } from './library-schemas.ts';
import { ownerOf } from './me-scope.ts';

const tags = ['Library'];

export const titleStateRoutes: FastifyPluginAsyncTypebox<{
  store: LibraryStore;
  catalog: Catalog;
}> = async (app, { store, catalog }) => {
  app.get(
    '/titles/movie/:mediaId',
    {
      schema: {
        operationId: 'getMovieState',
        summary: "The caller's watchlist, rating, lists and watches of a movie",
        description:
          'Read from the caller’s own rows alone (the catalogue is not asked), so a movie they ' +
          'have nothing of answers `watchlisted: false`, `rating: null`, `lists: []` and no ' +
          'watches.',
        tags,
        security,
        params: Type.Object({ mediaId: Id('TMDB movie id') }),
        response: { 200: Type.Ref('MovieState'), 400: errorRef, ...authErrors },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { mediaId } = request.params;
      const [watchlisted, rating, lists, watched] = await Promise.all([
        store.watchlist.has(owner, 'movie', mediaId),
        store.ratings.ratingOf(owner, ratingKey('movie', mediaId)),
        store.listItems.listsHolding(owner, 'movie', mediaId),
        store.history.movieWatches(owner, mediaId),
      ]);
      return { mediaType: 'movie' as const, mediaId, watchlisted, rating, lists, watched };
    },
  );

  app.get(
    '/titles/tv/:mediaId',
    {
      schema: {
        operationId: 'getTvShowState',
        summary: "The caller's watchlist, rating, lists, progress and episode ratings of a TV show",
        description:
          'The progress is `GET /api/me/progress/tv/{showId}`’s: the aired episodes come from ' +
          'the catalogue (404 for a show it does not know).',
        tags,
        security,
        params: Type.Object({ mediaId: Id('TMDB TV show id') }),
        response: {
          200: Type.Ref('TvShowState'),
          400: errorRef,
          ...catalogueErrors,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { mediaId } = request.params;
      const [watchlisted, rating, lists, watched, episodeRatings] = await Promise.all([
        store.watchlist.has(owner, 'tv', mediaId),
        store.ratings.ratingOf(owner, ratingKey('tv', mediaId)),
        store.listItems.listsHolding(owner, 'tv', mediaId),
        store.history.watchedEpisodes(owner, mediaId),
        store.ratings.episodeRatings(owner, mediaId),
      ]);
      const progress = await showProgress(catalog, mediaId, watched);
      return {
        mediaType: 'tv' as const,
        mediaId,
        watchlisted,
        rating,
        lists,
        progress,
        episodeRatings,
      };
    },
  );
};
