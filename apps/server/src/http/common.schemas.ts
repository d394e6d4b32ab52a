/** Schemas shared by every route: the error shape, ids, search text and paging. */
import Type, { type Static } from 'typebox';
import { CONTENT_LANGUAGES } from '../languages.ts';
import { NON_BLANK_PLAIN_TEXT } from '../plain-text.ts';

export const ErrorResponseSchema = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    code: Type.String({ description: 'Stable, machine-readable reason, e.g. NOT_FOUND' }),
    message: Type.String({ description: 'A sentence a person can read' }),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

/** A TMDB id: a positive 32-bit integer. */
export const Id = (description: string) =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

/** Season and episode numbers start at 0 (TMDB keeps specials in season 0). */
export const Ordinal = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 10_000, description });

export const SearchTextParams = Type.Object({
  searchText: Type.String({
    minLength: 1,
    maxLength: 200,
    pattern: NON_BLANK_PLAIN_TEXT,
    description: 'What to search for: 1 to 200 characters, not only spaces, no control characters',
  }),
});

/**
 * The language titles, overviews, taglines, genres and names are answered in (the web app's
 * languages). English where none is given, and where a text has no translation.
 */
export const LanguageQuery = Type.Object({
  language: Type.Optional(
    Type.Enum(CONTENT_LANGUAGES, {
      description:
        'Language of the texts: en (when none is given), de, fr or es. Texts without a translation are in English; the offline catalogue answers in English',
    }),
  ),
});

/** TMDB serves pages 1 to 500 of any list. */
export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 500, default: 1, description: 'Page, 1 to 500' }),
  ...LanguageQuery.properties,
});

/** A watch region: an upper-case ISO 3166-1 code such as DE, as `/api/regions` lists them. */
export const RegionCode = (description: string) =>
  Type.String({ pattern: '^[A-Z]{2}$', description });

/** Where a list or a details answer is for, when it depends on the country. */
export const RegionQuery = Type.Object({
  region: Type.Optional(RegionCode('Watch region, ISO 3166-1, e.g. DE')),
  ...LanguageQuery.properties,
});

/** Trending lists are for this week unless today is asked for. */
export const TrendingQuery = Type.Object({
  ...PageQuery.properties,
  window: Type.Optional(
    Type.Enum(['day', 'week'], {
      default: 'week',
      description: 'Trending today (day) or this week (week, when none is given)',
    }),
  ),
});

const errorRef = Type.Ref('ErrorResponse');

/** The error responses every catalogue route can give, for the OpenAPI document. */
export const catalogErrorResponses = {
  400: errorRef,
  404: errorRef,
  502: errorRef,
  503: errorRef,
  504: errorRef,
};
