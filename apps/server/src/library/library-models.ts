/**
 * The signed-in visitor's watchlist, watch history and ratings as the API answers them, as
 * TypeBox schemas. Each row carries what a screen shows (title, date, poster, type), kept when
 * it was written, so a list of thousands is drawn without asking the catalogue again.
 */
import Type, { type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);
const ImagePath = Nullable(Type.String({ description: 'Image path relative to the image base' }));
const IsoDate = Nullable(Type.String({ description: 'Calendar date, YYYY-MM-DD' }));

export const WatchlistItemSchema = Type.Object(
  {
    id: Type.String(),
    mediaType: Type.Enum(['movie', 'tv']),
    mediaId: Type.Integer({ description: 'The TMDB id' }),
    title: Type.String(),
    releaseDate: IsoDate,
    posterPath: ImagePath,
    voteAverage: Type.Number({ description: 'TMDB rating when it was added, 0 to 10' }),
    addedAt: Type.String({ description: 'ISO 8601' }),
  },
  { $id: 'WatchlistItem' },
);
export type WatchlistItem = Static<typeof WatchlistItemSchema>;

export const HistoryEntrySchema = Type.Object(
  {
    id: Type.String({ description: 'Pass as entryId to edit or delete it' }),
    mediaType: Type.Enum(['movie', 'episode']),
    mediaId: Type.Integer({ description: 'The movie, or the TV show of an episode' }),
    seasonNumber: Nullable(Type.Integer()),
    episodeNumber: Nullable(Type.Integer()),
    title: Type.String({ description: "The movie's title, or the show's name" }),
    episodeName: Nullable(Type.String()),
    releaseDate: Nullable(Type.String({ description: 'Release or air date, YYYY-MM-DD' })),
    posterPath: ImagePath,
    runtime: Nullable(Type.Integer({ description: 'Minutes' })),
    watchedOn: Type.String({ description: 'YYYY-MM-DD' }),
    rewatch: Type.Boolean({ description: 'A movie watched before, on an earlier entry' }),
    createdAt: Type.String({ description: 'ISO 8601' }),
  },
  { $id: 'HistoryEntry' },
);
export type HistoryEntry = Static<typeof HistoryEntrySchema>;

export const RatingSchema = Type.Object(
  {
    id: Type.String(),
    mediaType: Type.Enum(['movie', 'tv', 'episode']),
    mediaId: Type.Integer({ description: 'The movie or TV show' }),
    seasonNumber: Nullable(Type.Integer()),
    episodeNumber: Nullable(Type.Integer()),
    title: Type.String({ description: "The movie's title, or the show's name" }),
    episodeName: Nullable(Type.String()),
    releaseDate: IsoDate,
    posterPath: ImagePath,
    rating: Type.Number({ description: '0.5 to 5, in halves' }),
    ratedAt: Type.String({ description: 'ISO 8601, when it was last set' }),
  },
  { $id: 'Rating' },
);
export type Rating = Static<typeof RatingSchema>;

export const SeasonProgressSchema = Type.Object(
  {
    seasonNumber: Type.Integer(),
    watched: Type.Integer({ description: 'Aired episodes of the season watched' }),
    aired: Type.Integer({ description: 'Episodes aired by today' }),
  },
  { $id: 'SeasonProgress' },
);

export const ShowProgressSchema = Type.Object(
  {
    showId: Type.Integer(),
    seasons: Type.Array(Type.Ref('SeasonProgress'), { description: 'Specials (season 0) too' }),
    watched: Type.Integer({ description: 'Every season but the specials' }),
    aired: Type.Integer({ description: 'Every season but the specials' }),
  },
  { $id: 'ShowProgress' },
);
export type ShowProgress = Static<
  typeof ShowProgressSchema,
  { SeasonProgress: typeof SeasonProgressSchema }
>;

const Watchlisted = Type.Boolean({ description: "On the caller's watchlist" });
const OwnRating = Nullable(
  Type.Number({ description: "The caller's rating, 0.5 to 5; null: none" }),
);

export const MovieStateSchema = Type.Object(
  {
    mediaType: Type.Literal('movie'),
    mediaId: Type.Integer(),
    watchlisted: Watchlisted,
    rating: OwnRating,
    watched: Type.Object({
      count: Type.Integer({ description: 'Watches logged: the first and every rewatch' }),
      lastWatchedOn: IsoDate,
    }),
  },
  { $id: 'MovieState' },
);
export type MovieState = Static<typeof MovieStateSchema>;

export const EpisodeRatingSchema = Type.Object(
  {
    seasonNumber: Type.Integer(),
    episodeNumber: Type.Integer(),
    rating: Type.Number({ description: '0.5 to 5, in halves' }),
  },
  { $id: 'EpisodeRating' },
);
export type EpisodeRating = Static<typeof EpisodeRatingSchema>;

export const TvShowStateSchema = Type.Object(
  {
    mediaType: Type.Literal('tv'),
    mediaId: Type.Integer(),
    watchlisted: Watchlisted,
    rating: OwnRating,
    progress: Type.Ref('ShowProgress'),
    episodeRatings: Type.Array(Type.Ref('EpisodeRating'), {
      description: "The caller's ratings of the show's episodes, in episode order",
    }),
  },
  { $id: 'TvShowState' },
);

export const librarySchemas = [
  WatchlistItemSchema,
  HistoryEntrySchema,
  RatingSchema,
  SeasonProgressSchema,
  ShowProgressSchema,
  MovieStateSchema,
  EpisodeRatingSchema,
  TvShowStateSchema,
];

/** One page of a personal list. */
export const pageOf = (item: string) =>
  Type.Object({
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalResults: Type.Integer(),
    totalPages: Type.Integer(),
    results: Type.Array(Type.Ref(item)),
  });

export interface Page<T> {
  page: number;
  pageSize: number;
  totalResults: number;
  totalPages: number;
  results: T[];
}

export const paged = <T>(results: T[], total: number, page: number, pageSize: number): Page<T> => ({
  page,
  pageSize,
  totalResults: total,
  totalPages: Math.ceil(total / pageSize),
  results,
});

/** The most rows each list may hold per owner: enough for a lifetime, bounded for the server. */
export interface LibraryLimits {
  watchlist: number;
  history: number;
  ratings: number;
}

export const DEFAULT_LIBRARY_LIMITS: LibraryLimits = {
  watchlist: 5000,
  history: 50_000,
  ratings: 50_000,
};
