import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { trendingKind, type Catalog } from '../../catalog/catalog.ts';
import { DETAILS_CACHE, LIST_CACHE } from '../../http/cache-policy.ts';
import { sendJson } from '../../http/cached-json.ts';
import {
  catalogErrorResponses,
  Id,
  LanguageQuery,
  Ordinal,
  PageQuery,
  RegionQuery,
  SearchTextParams,
  TrendingQuery,
} from '../../http/common.schemas.ts';

const tags = ['TV shows'];
const resultList = { 200: Type.Ref('ResultListResponse'), ...catalogErrorResponses };
/** The more lists, each TMDB's list of the same name. */
const moreLists = [
  {
    path: 'top-rated',
    kind: 'top-rated',
    operationId: 'getTopRatedTvShows',
    summary: 'Top rated TV shows',
  },
  {
    path: 'airing-today',
    kind: 'airing-today',
    operationId: 'getTvShowsAiringToday',
    summary: 'TV shows with an episode airing today',
  },
  {
    path: 'on-the-air',
    kind: 'on-the-air',
    operationId: 'getTvShowsOnTheAir',
    summary: 'TV shows with an episode airing in the next seven days',
  },
] as const;
const SeasonParams = Type.Object({
  seriesId: Id('TMDB TV show id'),
  seasonNumber: Ordinal('Season number; 0 holds specials'),
});

export const tvRoutes: FastifyPluginAsyncTypebox<{ catalog: Catalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/tvshow/popular',
    {
      schema: {
        operationId: 'getPopularTvShows',
        summary: 'Popular TV shows',
        tags,
        querystring: PageQuery,
        response: resultList,
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        LIST_CACHE,
        await catalog.list('tv', 'popular', request.query.page, undefined, request.query.language),
      ),
  );

  app.get(
    '/tvshow/trending',
    {
      schema: {
        operationId: 'getTrendingTvShows',
        summary: 'TV shows trending this week, or today',
        tags,
        querystring: TrendingQuery,
        response: resultList,
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        LIST_CACHE,
        await catalog.list(
          'tv',
          trendingKind(request.query.window),
          request.query.page,
          undefined,
          request.query.language,
        ),
      ),
  );

  for (const { path, kind, operationId, summary } of moreLists) {
    app.get(
      `/tvshow/${path}`,
      { schema: { operationId, summary, tags, querystring: PageQuery, response: resultList } },
      async (request, reply) =>
        sendJson(
          reply,
          LIST_CACHE,
          await catalog.list('tv', kind, request.query.page, undefined, request.query.language),
        ),
    );
  }

  app.get(
    '/tvshow/:externalId',
    {
      schema: {
        operationId: 'getTvShow',
        summary:
          "A TV show with its seasons, networks, videos, US watch providers (and a region's, when asked) and cast",
        tags,
        params: Type.Object({ externalId: Id('TMDB TV show id') }),
        querystring: RegionQuery,
        response: { 200: Type.Ref('TvShowResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        DETAILS_CACHE,
        await catalog.tvShow(
          request.params.externalId,
          request.query.region,
          request.query.language,
        ),
      ),
  );

  app.get(
    '/tvshow/:seriesId/credits',
    {
      schema: {
        operationId: 'getTvShowCredits',
        summary: "The whole run's cast with every role, and the crew by department",
        tags,
        params: Type.Object({ seriesId: Id('TMDB TV show id') }),
        querystring: LanguageQuery,
        response: { 200: Type.Ref('CreditsResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        DETAILS_CACHE,
        await catalog.tvCredits(request.params.seriesId, request.query.language),
      ),
  );

  app.get(
    '/tvshow/:seriesId/seasons/:seasonNumber',
    {
      schema: {
        operationId: 'getSeason',
        summary: 'A season of a TV show with its episodes',
        tags,
        params: SeasonParams,
        querystring: LanguageQuery,
        response: { 200: Type.Ref('SeasonResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(reply, DETAILS_CACHE, await catalog.season(request.params, request.query.language)),
  );

  app.get(
    '/tvshow/:seriesId/seasons/:seasonNumber/episode/:episodeNumber',
    {
      schema: {
        operationId: 'getEpisode',
        summary: 'An episode of a TV show with its guest stars',
        tags,
        params: Type.Object({
          ...SeasonParams.properties,
          episodeNumber: Ordinal('Episode number within the season'),
        }),
        querystring: LanguageQuery,
        response: { 200: Type.Ref('EpisodeResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(reply, DETAILS_CACHE, await catalog.episode(request.params, request.query.language)),
  );

  app.get(
    '/search/tvshow/:searchText',
    {
      schema: {
        operationId: 'searchTvShows',
        summary: 'Search TV shows',
        tags,
        params: SearchTextParams,
        querystring: PageQuery,
        response: resultList,
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        LIST_CACHE,
        await catalog.search(
          'tv',
          request.params.searchText,
          request.query.page,
          request.query.language,
        ),
      ),
  );
};
