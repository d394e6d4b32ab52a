/**
 * The signed-in visitor's watchlist, watch history, ratings and lists as the API answers them, as
 * TypeBox schemas. Each row carries what a screen shows (title, date, poster, type), kept when
 * it was written, so a list of thousands is drawn without asking the catalogue again.
 */
import Type, { type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);
const ImagePath = Nullable(Type.String({ description: 'Image path relative to the image base' }));
const IsoDate = Nullable(Type.String({ description: 'Calendar date, YYYY-MM-DD' }));

/** One page of a personal list. */
export const pageOf = (item: string) =>
  Type.Object({
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalResults: Type.Integer(),
    totalPages: Type.Integer(),
    results: Type.Array(Type.Ref(item)),
  });

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
    offers: Type.Optional(
      Nullable(Type.Ref('RegionOffers'), {
        description:
          'Where it can be watched in the `region` asked for (only then present); null when the catalogue could not say',
      }),
    ),
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
    watchedEpisodes: Type.Array(Type.Integer(), {
      description: 'The numbers of the aired episodes watched, in order (each episode’s mark)',
    }),
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
const InLists = Type.Array(Type.String(), {
  description: "The ids of the caller's lists that hold the title",
});

export const MovieStateSchema = Type.Object(
  {
    mediaType: Type.Literal('movie'),
    mediaId: Type.Integer(),
    watchlisted: Watchlisted,
    rating: OwnRating,
    lists: InLists,
    watched: Type.Object({
      count: Type.Integer({ description: 'Watches logged: the first and every rewatch' }),
      lastWatchedOn: IsoDate,
      lastEntryId: Nullable(Type.String(), {
        description: 'The latest watch’s history entry, to edit or delete it; null: none',
      }),
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
    lists: InLists,
    progress: Type.Ref('ShowProgress'),
    episodeRatings: Type.Array(Type.Ref('EpisodeRating'), {
      description: "The caller's ratings of the show's episodes, in episode order",
    }),
  },
  { $id: 'TvShowState' },
);

export const ListSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String({ description: '1 to 100 characters' }),
    description: Type.String({ description: 'Up to 1,000 characters; empty when none' }),
    public: Type.Boolean({ description: 'Anyone may open it at /api/lists/{id}; false when made' }),
    itemCount: Type.Integer(),
    posterPaths: Type.Array(Type.String(), {
      description: "The posters of the list's first four items (those that have one), in order",
    }),
    createdAt: Type.String({ description: 'ISO 8601' }),
    updatedAt: Type.String({ description: 'ISO 8601: its name, description, privacy or items' }),
  },
  { $id: 'List' },
);
export type List = Static<typeof ListSchema>;

export const ListItemSchema = Type.Object(
  {
    id: Type.String(),
    mediaType: Type.Enum(['movie', 'tv']),
    mediaId: Type.Integer({ description: 'The TMDB id' }),
    position: Type.Integer({ description: 'Its place in the list: 0 is the first' }),
    title: Type.String(),
    releaseDate: IsoDate,
    posterPath: ImagePath,
    addedAt: Type.String({ description: 'ISO 8601' }),
  },
  { $id: 'ListItem' },
);
export type ListItem = Static<typeof ListItemSchema>;

export const ListDetailsSchema = Type.Object(
  {
    list: Type.Ref('List'),
    items: pageOf('ListItem'),
  },
  { $id: 'ListDetails' },
);

/** What anyone may read of a public list: not its owner, nor that it is public. */
export const PublicListSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    description: Type.String({ description: 'Empty when none' }),
    itemCount: Type.Integer(),
    createdAt: Type.String({ description: 'ISO 8601' }),
    updatedAt: Type.String({ description: 'ISO 8601' }),
    items: pageOf('ListItem'),
  },
  { $id: 'PublicList' },
);

const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const ProfileSchema = Type.Object(
  {
    moviesWatched: Count('Movie watches logged, every rewatch too'),
    distinctMoviesWatched: Count('Different movies among them'),
    episodesWatched: Count('Episodes marked watched'),
    showsWatched: Count('Different TV shows of those episodes'),
    minutesWatched: Count('The runtimes of every entry added up, where known'),
    entriesWithoutRuntime: Count('Entries whose runtime the catalogue did not know'),
    thisYear: Type.Object({
      year: Type.Integer({ description: 'The calendar year counted' }),
      movies: Count('Movie watches dated in that year'),
      episodes: Count('Episodes watched in that year'),
    }),
    ratingsCount: Count('Ratings of movies, shows and episodes'),
    averageRating: Nullable(Type.Number({ description: '0.5 to 5; null: no ratings' })),
    ratings: Type.Array(
      Type.Object({
        rating: Type.Number({ description: '0.5 to 5, in halves' }),
        count: Count('Ratings of that many stars'),
      }),
      { description: 'All ten steps of the scale, 0.5 first, with or without ratings' },
    ),
    topGenres: Type.Array(
      Type.Object({
        id: Type.Integer({ description: 'TMDB genre id' }),
        name: Type.String({ description: 'In the language asked for' }),
        count: Count('Entries of the genre: movie watches and episodes'),
      }),
      {
        description:
          'Up to 8, most watched first (then by id). Entries logged before genres were kept ' +
          'count toward none.',
      },
    ),
  },
  { $id: 'Profile' },
);
export type Profile = Static<typeof ProfileSchema>;

export const librarySchemas = [
  WatchlistItemSchema,
  HistoryEntrySchema,
  RatingSchema,
  SeasonProgressSchema,
  ShowProgressSchema,
  MovieStateSchema,
  EpisodeRatingSchema,
  TvShowStateSchema,
  ListSchema,
  ListItemSchema,
  ListDetailsSchema,
  PublicListSchema,
  ProfileSchema,
];

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
  lists: number;
  /** Items in each list. */
  listItems: number;
}

export const DEFAULT_LIBRARY_LIMITS: LibraryLimits = {
  watchlist: 5000,
  history: 50_000,
  ratings: 50_000,
  lists: 200,
  listItems: 5000,
};
