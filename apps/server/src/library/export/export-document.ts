/**
 * Media Search's own export, version 1: everything a visitor keeps, each title by its TMDB type
 * and id plus what the row keeps of it (title, dates, poster), oldest first, so an import into
 * a fresh account writes it back in the order it was made. The importer reads it as the format
 * `media-search`; a change of shape is a new `version`.
 */
import Type, { type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const TmdbId = Type.Integer({ description: 'The TMDB id' });
const Timestamp = Type.String({ description: 'ISO 8601' });
const Day = Type.String({ description: 'YYYY-MM-DD' });
const ImagePath = Nullable(Type.String({ description: 'Image path relative to the image base' }));

export const EXPORT_FORMAT = 'media-search';
export const EXPORT_VERSION = 1;

export const ExportedFavoriteSchema = Type.Object({
  mediaType: Type.Enum(['movie', 'tv', 'person']),
  mediaId: TmdbId,
  title: Type.String(),
  imageUrl: Type.String({ description: 'Image path or URL as saved; may be empty' }),
  addedAt: Timestamp,
});

export const ExportedWatchlistItemSchema = Type.Object({
  mediaType: Type.Enum(['movie', 'tv']),
  mediaId: TmdbId,
  title: Type.String(),
  releaseDate: Nullable(Day),
  posterPath: ImagePath,
  voteAverage: Type.Number({ description: 'TMDB rating when it was added, 0 to 10' }),
  addedAt: Timestamp,
});

export const ExportedWatchSchema = Type.Object({
  mediaType: Type.Enum(['movie', 'episode']),
  mediaId: Type.Integer({ description: 'The movie, or the TV show of an episode' }),
  seasonNumber: Nullable(Type.Integer()),
  episodeNumber: Nullable(Type.Integer()),
  title: Type.String({ description: "The movie's title, or the show's name" }),
  episodeName: Nullable(Type.String()),
  releaseDate: Nullable(Day),
  posterPath: ImagePath,
  runtime: Nullable(Type.Integer({ description: 'Minutes' })),
  genreIds: Nullable(Type.Array(Type.Integer(), { description: 'TMDB genre ids; null: unknown' })),
  watchedOn: Day,
  rewatch: Type.Boolean({ description: 'A movie watched before, on an earlier entry' }),
  createdAt: Timestamp,
});

export const ExportedRatingSchema = Type.Object({
  mediaType: Type.Enum(['movie', 'tv', 'episode']),
  mediaId: Type.Integer({ description: 'The movie or TV show (of an episode too)' }),
  seasonNumber: Nullable(Type.Integer()),
  episodeNumber: Nullable(Type.Integer()),
  title: Type.String(),
  episodeName: Nullable(Type.String()),
  releaseDate: Nullable(Day),
  posterPath: ImagePath,
  rating: Type.Number({ description: '0.5 to 5, in halves' }),
  ratedAt: Timestamp,
});

export const ExportedListItemSchema = Type.Object({
  mediaType: Type.Enum(['movie', 'tv']),
  mediaId: TmdbId,
  title: Type.String(),
  releaseDate: Nullable(Day),
  posterPath: ImagePath,
  addedAt: Timestamp,
});

export const ExportedListSchema = Type.Object({
  name: Type.String(),
  description: Type.String({ description: 'Empty when none' }),
  public: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  items: Type.Array(ExportedListItemSchema, { description: 'In the list’s order' }),
});

export const ExportedServicesSchema = Type.Object({
  region: Type.String({ description: 'ISO 3166-1 code of the watch region' }),
  providers: Type.Array(
    Type.Object({
      providerId: Type.Integer(),
      providerName: Type.String(),
      logoPath: ImagePath,
    }),
  ),
});

export const ExportDocumentSchema = Type.Object(
  {
    format: Type.Literal(EXPORT_FORMAT),
    version: Type.Literal(EXPORT_VERSION),
    exportedAt: Timestamp,
    favorites: Type.Array(ExportedFavoriteSchema, { description: 'Oldest first' }),
    watchlist: Type.Array(ExportedWatchlistItemSchema, { description: 'Oldest first' }),
    history: Type.Array(ExportedWatchSchema, { description: 'Earliest watch first' }),
    ratings: Type.Array(ExportedRatingSchema, { description: 'Oldest first' }),
    lists: Type.Array(ExportedListSchema, { description: 'Oldest first' }),
    services: Nullable(ExportedServicesSchema),
  },
  { $id: 'ExportDocument' },
);

export type ExportDocument = Static<typeof ExportDocumentSchema>;
export type ExportedFavorite = Static<typeof ExportedFavoriteSchema>;
export type ExportedWatchlistItem = Static<typeof ExportedWatchlistItemSchema>;
export type ExportedWatch = Static<typeof ExportedWatchSchema>;
export type ExportedRating = Static<typeof ExportedRatingSchema>;
export type ExportedList = Static<typeof ExportedListSchema>;
export type ExportedListItem = Static<typeof ExportedListItemSchema>;
