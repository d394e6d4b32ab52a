import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import { NotFoundError } from '../../errors.ts';
import { Id, LanguageQuery, Ordinal } from '../../http/common.schemas.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import { pageOf } from '../../library/library-models.ts';
import { airedInSeason, airedInShow, showProgress } from '../../library/show-episodes.ts';
import { titleFacts } from '../../library/title-facts.ts';
import { EARLIEST_WATCH_DATE, watchDate } from '../../library/watch-date.ts';
import { airedEpisode } from './aired-episode.ts';
import { authErrors, catalogueErrors, errorRef, Paging, security } from './library-schemas.ts';
import { ownerOf } from './me-scope.ts';

const tags = ['History'];

const WatchedOn = Type.String({
  description: `The day it was watched, YYYY-MM-DD: from ${EARLIEST_WATCH_DATE} to today`,
});
const WatchBody = Type.Object(
  { watchedOn: Type.Optional(WatchedOn) },
  { additionalProperties: false, description: 'Without watchedOn, today (UTC)' },
);

const ShowParams = Type.Object({ showId: Id('TMDB TV show id') });
const SeasonParams = Type.Object({
  ...ShowParams.properties,
  seasonNumber: Ordinal('Season number; 0 holds specials'),
});
const EpisodeParams = Type.Object({
  ...SeasonParams.properties,
  episodeNumber: Ordinal('Episode number'),
});

const Nullable = <T extends ReturnType<typeof Type.Ref>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const removedFromWatchlist = Nullable(Type.Ref('WatchlistItem'));
const EpisodesMarkedSchema = Type.Object({
  marked: Type.Array(Type.Ref('HistoryEntry'), { description: 'The entries added' }),
  alreadyWatched: Type.Integer({ description: 'Episodes asked for and already watched' }),
  removedFromWatchlist: Type.Union([Type.Ref('WatchlistItem'), Type.Null()], {
    description: 'The show, when this took it off the watchlist (to offer Undo)',
  }),
});
const markResponses = {
  200: EpisodesMarkedSchema,
  400: errorRef,
  409: errorRef,
  ...catalogueErrors,
  ...authErrors,
};
const unmarkResponses = {
  200: Type.Object({ removed: Type.Integer({ description: 'Entries deleted' }) }),
  400: errorRef,
  ...authErrors,
};

export const historyRoutes: FastifyPluginAsyncTypebox<{
  store: LibraryStore;
  catalog: Catalog;
}> = async (app, { store, catalog }) => {
  const { history } = store;
  // A watch needs no body (it is dated today): none reads as `{}`, for the schema to check.
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  app.get(
    '/history',
    {
      schema: {
        operationId: 'getHistory',
        summary: "A page of the caller's watch history, most recently watched first",
        tags,
        security,
        querystring: Type.Object({
          type: Type.Enum(['all', 'movie', 'tv'], {
            default: 'all',
            description: 'tv: episodes',
          }),
          ...Paging,
        }),
        response: { 200: pageOf('HistoryEntry'), 400: errorRef, ...authErrors },
      },
    },
    async (request) => history.list(ownerOf(request), request.query),
  );

  app.post(
    '/history/movie/:movieId',
    {
      schema: {
        operationId: 'addMovieWatch',
        summary: 'Log a watch of a movie; another on a later day is a rewatch',
        description:
          '201 with the new entry; 200 with the existing one when the movie is already logged ' +
          'on that day (so a repeated request adds nothing). The movie leaves the watchlist, ' +
          'and `removedFromWatchlist` says so.',
        tags,
        security,
        params: Type.Object({ movieId: Id('TMDB movie id') }),
        querystring: LanguageQuery,
        body: WatchBody,
        response: {
          200: Type.Object({ entry: Type.Ref('HistoryEntry'), removedFromWatchlist }),
          201: Type.Object({ entry: Type.Ref('HistoryEntry'), removedFromWatchlist }),
          400: errorRef,
          409: errorRef,
          ...catalogueErrors,
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const watchedOn = watchDate(request.body.watchedOn);
      const movie = await titleFacts(
        catalog,
        'movie',
        request.params.movieId,
        request.query.language,
      );
      const { entry, created, removedFromWatchlist } = await history.addMovieWatch(
        owner,
        movie,
        watchedOn,
      );
      return reply.status(created ? 201 : 200).send({ entry, removedFromWatchlist });
    },
  );

  const markDescription =
    'Episodes already watched are left as they were; the others are added, all or none (409 ' +
    'when they would pass the history limit). The show leaves the watchlist.';

  app.put(
    '/history/tv/:showId',
    {
      schema: {
        operationId: 'addShowToHistory',
        summary: 'Mark every aired episode of a TV show watched (specials aside)',
        description: markDescription,
        tags,
        security,
        params: ShowParams,
        querystring: LanguageQuery,
        body: WatchBody,
        response: markResponses,
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const watchedOn = watchDate(request.body.watchedOn);
      const { showId } = request.params;
      const { language } = request.query;
      const show = await titleFacts(catalog, 'tv', showId, language);
      const episodes = await airedInShow(catalog, showId, language);
      return history.markEpisodes(owner, show, episodes, watchedOn);
    },
  );

  app.put(
    '/history/tv/:showId/seasons/:seasonNumber',
    {
      schema: {
        operationId: 'addSeasonToHistory',
        summary: 'Mark every aired episode of a season watched',
        description: `${markDescription} 404 for a season the show does not have.`,
        tags,
        security,
        params: SeasonParams,
        querystring: LanguageQuery,
        body: WatchBody,
        response: markResponses,
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const watchedOn = watchDate(request.body.watchedOn);
      const { showId, seasonNumber } = request.params;
      const { language } = request.query;
      const show = await titleFacts(catalog, 'tv', showId, language);
      const episodes = await airedInSeason(catalog, showId, seasonNumber, language);
      return history.markEpisodes(owner, show, episodes, watchedOn);
    },
  );

  app.put(
    '/history/tv/:showId/seasons/:seasonNumber/episodes/:episodeNumber',
    {
      schema: {
        operationId: 'addEpisodeToHistory',
        summary: 'Mark one episode watched',
        description: `${markDescription} 404 for an episode the show does not have, 400 for one not aired yet.`,
        tags,
        security,
        params: EpisodeParams,
        querystring: LanguageQuery,
        body: WatchBody,
        response: markResponses,
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const watchedOn = watchDate(request.body.watchedOn);
      const { showId, seasonNumber, episodeNumber } = request.params;
      const { language } = request.query;
      const show = await titleFacts(catalog, 'tv', showId, language);
      const episode = await airedEpisode(catalog, show, seasonNumber, episodeNumber, language);
      return history.markEpisodes(owner, show, [episode], watchedOn);
    },
  );

  app.delete(
    '/history/tv/:showId',
    {
      schema: {
        operationId: 'deleteShowFromHistory',
        summary: 'Un-mark every watched episode of a TV show, specials too',
        tags,
        security,
        params: ShowParams,
        response: unmarkResponses,
      },
    },
    async (request) => ({
      removed: await history.unmarkEpisodes(ownerOf(request), request.params.showId),
    }),
  );

  app.delete(
    '/history/tv/:showId/seasons/:seasonNumber',
    {
      schema: {
        operationId: 'deleteSeasonFromHistory',
        summary: 'Un-mark every watched episode of a season',
        tags,
        security,
        params: SeasonParams,
        response: unmarkResponses,
      },
    },
    async (request) => {
      const { showId, seasonNumber } = request.params;
      return { removed: await history.unmarkEpisodes(ownerOf(request), showId, { seasonNumber }) };
    },
  );

  app.delete(
    '/history/tv/:showId/seasons/:seasonNumber/episodes/:episodeNumber',
    {
      schema: {
        operationId: 'deleteEpisodeFromHistory',
        summary: 'Un-mark one episode',
        tags,
        security,
        params: EpisodeParams,
        response: unmarkResponses,
      },
    },
    async (request) => {
      const { showId, ...scope } = request.params;
      return { removed: await history.unmarkEpisodes(ownerOf(request), showId, scope) };
    },
  );

  const EntryParams = Type.Object({
    entryId: Type.String({ minLength: 1, maxLength: 64, description: 'A history entry id' }),
  });

  app.patch(
    '/history/:entryId',
    {
      schema: {
        operationId: 'updateHistoryEntry',
        summary: 'Change the day an entry was watched',
        description: '409 when the movie is already logged on that day.',
        tags,
        security,
        params: EntryParams,
        body: Type.Object({ watchedOn: WatchedOn }, { additionalProperties: false }),
        response: {
          200: Type.Ref('HistoryEntry'),
          400: errorRef,
          404: errorRef,
          409: errorRef,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const watchedOn = watchDate(request.body.watchedOn);
      const entry = await history.editDate(owner, request.params.entryId, watchedOn);
      if (!entry) throw new NotFoundError('You have no history entry with that id.');
      return entry;
    },
  );

  app.delete(
    '/history/:entryId',
    {
      schema: {
        operationId: 'deleteHistoryEntry',
        summary: 'Delete an entry of the history',
        tags,
        security,
        params: EntryParams,
        response: { 204: Type.Null(), 400: errorRef, 404: errorRef, ...authErrors },
      },
    },
    async (request, reply) => {
      if (!(await history.remove(ownerOf(request), request.params.entryId)))
        throw new NotFoundError('You have no history entry with that id.');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/progress/tv/:showId',
    {
      schema: {
        operationId: 'getShowProgress',
        summary: "The caller's progress through a TV show: watched and aired episodes",
        description:
          'Per season (the specials, season 0, too) and in all (without the specials). An ' +
          'episode has aired when its air date is known and not after today (UTC).',
        tags,
        security,
        params: ShowParams,
        response: {
          200: Type.Ref('ShowProgress'),
          400: errorRef,
          ...catalogueErrors,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { showId } = request.params;
      const watched = await history.watchedEpisodes(ownerOf(request), showId);
      return showProgress(catalog, showId, watched);
    },
  );
};
