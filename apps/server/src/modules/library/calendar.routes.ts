/**
 * The calendar: the caller's episodes and film releases by day under `/api/me/calendar` (signed
 * in), the menu badge's count of episodes aired since their last visit, their feed's secret
 * address, and the feed itself at `/api/calendar/feed/{token}.ics` for calendar apps, which
 * cannot sign in: the secret in the address is the only key, so it is random, kept as a hash,
 * and replaced (the old one then answers 404) whenever the caller asks for a new one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { TokenVerifier } from '../../auth/token-verifier.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { LanguageQuery, RegionCode } from '../../http/common.schemas.ts';
import { PRIVATE_CACHE } from '../../http/cache-policy.ts';
import { calendarEvents, unseenEpisodes } from '../../library/calendar-events.ts';
import { feedTokenHash, isFeedToken, newFeedToken } from '../../library/calendar-feed-token.ts';
import { calendarIcs } from '../../library/calendar-ical.ts';
import { calendarRange, DAYS_BEFORE, plusDays } from '../../library/calendar-range.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import { authErrors, catalogueErrors, errorRef, security } from './library-schemas.ts';
import { ownerOf, requireCaller } from './me-scope.ts';

const tags = ['Calendar'];
const DEFAULT_REGION = 'US';

const Nullable = <T extends ReturnType<typeof Type.Integer | typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const CalendarEventSchema = Type.Object({
  id: Type.String({ description: 'Stable: the feed’s UID is this id @media-search' }),
  kind: Type.Enum(['episode', 'theatrical', 'digital']),
  date: Type.String({ description: 'Air or release date, YYYY-MM-DD' }),
  mediaType: Type.Enum(['tv', 'movie']),
  mediaId: Type.Integer(),
  title: Type.String({ description: 'The show’s or the film’s title' }),
  seasonNumber: Nullable(Type.Integer()),
  episodeNumber: Nullable(Type.Integer()),
  episodeName: Nullable(Type.String()),
  posterPath: Nullable(Type.String()),
  stillPath: Nullable(Type.String()),
  aired: Type.Boolean({ description: 'Dated today or before in the time zone asked for' }),
  watched: Type.Boolean({ description: 'An episode the caller has marked watched' }),
});

const CalendarQuery = Type.Object({
  from: Type.Optional(Type.String({ description: 'First day, YYYY-MM-DD; 7 days ago if none' })),
  to: Type.Optional(
    Type.String({ description: 'Last day, YYYY-MM-DD; 30 days ahead if none; 366 days at most' }),
  ),
  tz: Type.Optional(
    Type.String({
      maxLength: 64,
      description:
        'The visitor’s IANA time zone, e.g. Europe/Berlin (UTC if none): it decides which day is today',
    }),
  ),
  region: Type.Optional(RegionCode('Where film releases are dated, ISO 3166-1 (US if none)')),
  ...LanguageQuery.properties,
});

const FeedSchema = Type.Object({
  webcalUrl: Type.String({ description: 'webcal:// address, which calendar apps subscribe to' }),
  httpsUrl: Type.String({ description: 'The same feed over https (http on a local origin)' }),
});

const FeedParams = Type.Object({
  file: Type.String({ maxLength: 100, description: 'The secret token followed by .ics' }),
});

/** The caller's own routes, signed in, under `/me`. */
export const calendarRoutes: FastifyPluginAsyncTypebox<{
  store: LibraryStore;
  catalog: Catalog;
  verifier: TokenVerifier;
  publicOrigin?: string;
}> = async (app, { store, catalog, verifier, publicOrigin }) => {
  requireCaller(app, verifier);
  const { calendar } = store;
  // A new address needs no body: none reads as `{}`, for the schema to check.
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  app.get(
    '/calendar',
    {
      schema: {
        operationId: 'getCalendar',
        summary: 'The caller’s episodes and film releases in a window of days',
        description:
          'Episodes of shows in progress, on the watchlist or among the favourites, and the ' +
          'theatrical and digital releases in `region` of films on the watchlist, by date. ' +
          'Records the visit: the menu badge counts from today.',
        tags,
        security,
        querystring: CalendarQuery,
        response: {
          200: Type.Object({
            from: Type.String(),
            to: Type.String(),
            today: Type.String({ description: 'Today in the time zone asked for' }),
            timeZone: Type.String(),
            events: Type.Array(CalendarEventSchema),
          }),
          400: errorRef,
          ...catalogueErrors,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const range = calendarRange(request.query);
      const { region = DEFAULT_REGION, language } = request.query;
      const events = await calendarEvents(catalog, calendar, owner, range, region, language);
      await calendar.recordVisit(owner, range.today);
      return { ...range, events };
    },
  );

  app.get(
    '/calendar/unseen',
    {
      schema: {
        operationId: 'getCalendarUnseen',
        summary: 'How many episodes aired since the caller last opened the calendar',
        description:
          'Aired episodes not marked watched, dated after the last visit (before any visit, in ' +
          'the last 7 days), for the menu badge.',
        tags,
        security,
        querystring: Type.Object({ tz: CalendarQuery.properties.tz }),
        response: {
          200: Type.Object({ count: Type.Integer({ minimum: 0 }) }),
          400: errorRef,
          ...catalogueErrors,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { today, timeZone } = calendarRange({ tz: request.query.tz });
      const lastVisit = await calendar.lastVisit(owner);
      const earliest = plusDays(today, -DAYS_BEFORE);
      const from = lastVisit && lastVisit > earliest ? lastVisit : earliest;
      const window = { from, to: today, today, timeZone };
      const events = await calendarEvents(catalog, calendar, owner, window, DEFAULT_REGION);
      return { count: unseenEpisodes(events, lastVisit) };
    },
  );

  app.get(
    '/calendar/feed',
    {
      schema: {
        operationId: 'getCalendarFeedState',
        summary: 'Whether the caller has a feed address, and since when',
        description:
          'Only a hash of the address is kept, so the address itself cannot be told again: ' +
          'a visitor who needs it elsewhere makes a new one, which revokes this one.',
        tags,
        security,
        response: {
          200: Type.Object({
            active: Type.Boolean(),
            createdAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
          }),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const createdAt = await calendar.feedCreatedAt(ownerOf(request));
      return { active: createdAt !== null, createdAt };
    },
  );

  app.post(
    '/calendar/feed',
    {
      schema: {
        operationId: 'addCalendarFeed',
        summary: 'A new secret address for the caller’s calendar feed; the old one stops working',
        tags,
        security,
        body: Type.Optional(
          Type.Object(
            {
              region: Type.Optional(RegionCode('Where the feed dates film releases (US if none)')),
            },
            { additionalProperties: false },
          ),
        ),
        response: { 201: FeedSchema, 400: errorRef, ...authErrors },
      },
    },
    async (request, reply) => {
      if (!publicOrigin)
        throw new AppError(503, 'NOT_CONFIGURED', 'Calendar feeds need PUBLIC_ORIGIN to be set.');
      const token = newFeedToken();
      await calendar.replaceFeed(
        ownerOf(request),
        feedTokenHash(token),
        request.body.region ?? DEFAULT_REGION,
      );
      const httpsUrl = new URL(`/api/calendar/feed/${token}.ics`, publicOrigin).href;
      return reply
        .status(201)
        .send({ httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:') });
    },
  );

  app.delete(
    '/calendar/feed',
    {
      schema: {
        operationId: 'deleteCalendarFeed',
        summary: 'Revoke the caller’s feed address (nothing to revoke is fine too)',
        tags,
        security,
        response: { 204: Type.Null(), ...authErrors },
      },
    },
    async (request, reply) => {
      await calendar.revokeFeed(ownerOf(request));
      return reply.status(204).send(null);
    },
  );
};

/** The feed, for anyone holding its address. */
export const calendarFeedRoutes: FastifyPluginAsyncTypebox<{
  store: LibraryStore;
  catalog: Catalog;
  publicOrigin?: string;
}> = async (app, { store, catalog, publicOrigin }) => {
  app.get(
    '/calendar/feed/:file',
    {
      schema: {
        operationId: 'getCalendarFeed',
        summary: 'A calendar feed as iCalendar (RFC 5545), for calendar apps; no sign-in',
        description:
          'The same events as the calendar for the last 7 and next 30 days (UTC), one all-day ' +
          'event each. An address that was replaced or revoked, or is no address at all, ' +
          'answers 404.',
        tags,
        params: FeedParams,
        produces: ['text/calendar'],
        response: {
          200: Type.String({ description: 'text/calendar' }),
          ...catalogueErrors,
        },
      },
    },
    async (request, reply) => {
      // Personal, whoever asks: never kept by a browser or a shared cache, errors included.
      void reply.header('cache-control', PRIVATE_CACHE);
      const token = request.params.file.replace(/\.ics$/, '');
      const feed =
        publicOrigin && request.params.file.endsWith('.ics') && isFeedToken(token)
          ? await store.calendar.feedOwner(feedTokenHash(token))
          : undefined;
      if (!feed || !publicOrigin)
        throw new NotFoundError('There is no calendar feed at that address.');
      const range = calendarRange({});
      const events = await calendarEvents(catalog, store.calendar, feed.owner, range, feed.region);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="media-search.ics"')
        .send(calendarIcs(events, publicOrigin));
    },
  );
};
