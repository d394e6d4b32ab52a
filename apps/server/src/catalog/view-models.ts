/**
 * The view models of the `/api` contract (SPEC §3), as TypeBox schemas. They are the single
 * source for response validation, serialisation, the OpenAPI document and the generated client.
 */
import Type, { type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A TMDB-style image path such as `/abc.jpg`, to be prefixed with the image base address. */
const ImagePath = Nullable(Type.String({ description: 'Image path relative to the image base' }));
const IsoDate = Nullable(Type.String({ description: 'Calendar date, YYYY-MM-DD' }));

export const MediaTypeSchema = Type.Enum(['movie', 'tv', 'person'], { $id: 'MediaType' });
export type MediaType = Static<typeof MediaTypeSchema>;

export const GenreSchema = Type.Object(
  { id: Type.Integer(), name: Type.String() },
  { $id: 'Genre' },
);

export const VideoSchema = Type.Object(
  {
    id: Type.String(),
    key: Type.String({ description: 'Video id on its site, e.g. the YouTube id' }),
    name: Type.String(),
    site: Type.String(),
    type: Type.String({ description: 'Trailer, Teaser, Clip, Featurette…' }),
    official: Type.Boolean(),
  },
  { $id: 'Video' },
);
export type Video = Static<typeof VideoSchema>;

export const VideosSchema = Type.Object(
  { videos: Type.Array(Type.Ref('Video')) },
  { $id: 'Videos' },
);

export const ProviderSchema = Type.Object(
  {
    providerId: Type.Integer(),
    providerName: Type.String(),
    logoPath: ImagePath,
    displayPriority: Type.Integer(),
  },
  { $id: 'Provider' },
);
export type Provider = Static<typeof ProviderSchema>;

export const RegionProvidersSchema = Type.Object(
  {
    link: Nullable(Type.String()),
    flatrate: Type.Array(Type.Ref('Provider')),
    ads: Type.Array(Type.Ref('Provider')),
    rent: Type.Array(Type.Ref('Provider')),
    buy: Type.Array(Type.Ref('Provider')),
  },
  { $id: 'RegionProviders' },
);
export type RegionProviders = Static<typeof RegionProvidersSchema, typeof refs>;

export const WatchProvidersSchema = Type.Object(
  { results: Type.Object({ us: Type.Ref('RegionProviders') }) },
  { $id: 'WatchProviders' },
);

export const CastMemberSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    profilePath: ImagePath,
    character: Type.String({ description: 'Empty when the upstream has none' }),
    order: Type.Integer(),
  },
  { $id: 'CastMember' },
);
export type CastMember = Static<typeof CastMemberSchema>;

export const CrewMemberSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    profilePath: ImagePath,
    job: Type.String(),
    department: Type.String(),
  },
  { $id: 'CrewMember' },
);
export type CrewMember = Static<typeof CrewMemberSchema>;

export const CastAndCrewSchema = Type.Object(
  { cast: Type.Array(Type.Ref('CastMember')), crew: Type.Array(Type.Ref('CrewMember')) },
  { $id: 'CastAndCrew' },
);

export const MovieDetailsSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    originalTitle: Type.String(),
    releaseDate: IsoDate,
    posterPath: ImagePath,
    backdropPath: ImagePath,
    tagline: Type.String(),
    overview: Type.String(),
    budget: Type.Integer({ description: 'US dollars; 0 when unknown' }),
    revenue: Type.Integer({ description: 'US dollars; 0 when unknown' }),
    genres: Type.Array(Type.Ref('Genre')),
    runtime: Nullable(Type.Integer({ description: 'Minutes' })),
    imdbId: Nullable(Type.String()),
    voteAverage: Type.Number({ description: '0 to 10' }),
    voteCount: Type.Integer(),
  },
  { $id: 'MovieDetails' },
);

export const MovieResponseSchema = Type.Object(
  {
    movieDetails: Type.Ref('MovieDetails'),
    videos: Type.Ref('Videos'),
    watchProviders: Type.Ref('WatchProviders'),
    castAndCrew: Type.Ref('CastAndCrew'),
  },
  { $id: 'MovieResponse' },
);
export type MovieResponse = Static<typeof MovieResponseSchema, typeof refs>;

export const NetworkSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), logoPath: ImagePath },
  { $id: 'Network' },
);

export const SeasonSummarySchema = Type.Object(
  {
    id: Type.Integer(),
    seasonNumber: Type.Integer(),
    name: Type.String(),
    episodeCount: Type.Integer(),
    airDate: IsoDate,
    posterPath: ImagePath,
  },
  { $id: 'SeasonSummary' },
);

export const TvShowResponseSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    originalName: Type.String(),
    posterPath: ImagePath,
    backdropPath: ImagePath,
    tagline: Type.String(),
    overview: Type.String(),
    genres: Type.Array(Type.Ref('Genre')),
    firstAirDate: IsoDate,
    lastAirDate: IsoDate,
    status: Type.String(),
    numberOfSeasons: Type.Integer(),
    numberOfEpisodes: Type.Integer(),
    networks: Type.Array(Type.Ref('Network')),
    seasons: Type.Array(Type.Ref('SeasonSummary')),
    imdbId: Nullable(Type.String()),
    voteAverage: Type.Number(),
    voteCount: Type.Integer(),
    videos: Type.Ref('Videos'),
    watchProviders: Type.Ref('WatchProviders'),
    castAndCrew: Type.Ref('CastAndCrew'),
  },
  { $id: 'TvShowResponse' },
);
export type TvShowResponse = Static<typeof TvShowResponseSchema, typeof refs>;

export const EpisodeSummarySchema = Type.Object(
  {
    id: Type.Integer(),
    seasonNumber: Type.Integer(),
    episodeNumber: Type.Integer(),
    name: Type.String(),
    overview: Type.String(),
    airDate: IsoDate,
    stillPath: ImagePath,
    runtime: Nullable(Type.Integer({ description: 'Minutes' })),
    voteAverage: Type.Number(),
    voteCount: Type.Integer(),
  },
  { $id: 'EpisodeSummary' },
);

export const SeasonResponseSchema = Type.Object(
  {
    id: Type.Integer(),
    tvShowId: Type.Integer(),
    tvShowTitle: Type.String(),
    seasonNumber: Type.Integer(),
    name: Type.String(),
    overview: Type.String(),
    airDate: IsoDate,
    posterPath: ImagePath,
    episodes: Type.Array(Type.Ref('EpisodeSummary')),
  },
  { $id: 'SeasonResponse' },
);
export type SeasonResponse = Static<typeof SeasonResponseSchema, typeof refs>;

export const EpisodeResponseSchema = Type.Object(
  {
    id: Type.Integer(),
    tvShowId: Type.Integer(),
    tvShowTitle: Type.String(),
    seasonNumber: Type.Integer(),
    episodeNumber: Type.Integer(),
    name: Type.String(),
    overview: Type.String(),
    runtime: Nullable(Type.Integer({ description: 'Minutes' })),
    airDate: IsoDate,
    stillPath: ImagePath,
    voteAverage: Type.Number(),
    voteCount: Type.Integer(),
    guestStars: Type.Array(Type.Ref('CastMember')),
    crew: Type.Array(Type.Ref('CrewMember')),
  },
  { $id: 'EpisodeResponse' },
);
export type EpisodeResponse = Static<typeof EpisodeResponseSchema, typeof refs>;

export const PersonCreditSchema = Type.Object(
  {
    id: Type.Integer(),
    mediaType: Type.Enum(['movie', 'tv']),
    title: Nullable(Type.String()),
    name: Nullable(Type.String()),
    releaseDate: IsoDate,
    firstAirDate: IsoDate,
    backdropPath: ImagePath,
    posterPath: ImagePath,
    character: Type.String(),
  },
  { $id: 'PersonCredit' },
);
export type PersonCredit = Static<typeof PersonCreditSchema>;

export const PersonResponseSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    profilePath: ImagePath,
    imdbId: Nullable(Type.String()),
    biography: Type.String(),
    birthday: IsoDate,
    deathday: IsoDate,
    placeOfBirth: Nullable(Type.String()),
    knownForDepartment: Nullable(Type.String()),
    combinedCredits: Type.Object({ cast: Type.Array(Type.Ref('PersonCredit')) }),
  },
  { $id: 'PersonResponse' },
);
export type PersonResponse = Static<typeof PersonResponseSchema, typeof refs>;

export const SearchResultSchema = Type.Object(
  {
    id: Type.Integer(),
    mediaType: Type.Ref('MediaType'),
    title: Nullable(Type.String()),
    name: Nullable(Type.String()),
    overview: Type.String(),
    backdropPath: ImagePath,
    posterPath: ImagePath,
    profilePath: ImagePath,
    releaseDate: IsoDate,
    firstAirDate: IsoDate,
    voteAverage: Nullable(Type.Number()),
    popularity: Type.Number(),
  },
  { $id: 'SearchResult' },
);
export type SearchResult = Static<typeof SearchResultSchema, typeof refs>;

const paging = {
  page: Type.Integer({ minimum: 1 }),
  totalPages: Type.Integer({ minimum: 0 }),
  totalResults: Type.Integer({ minimum: 0 }),
};

/** Movie lists keep the spec's `searchResults` envelope. */
export const MovieListResponseSchema = Type.Object(
  { ...paging, searchResults: Type.Array(Type.Ref('SearchResult')) },
  { $id: 'MovieListResponse' },
);
export type MovieListResponse = Static<typeof MovieListResponseSchema, typeof refs>;

/** TV, people and multi-search lists use `results`. */
export const ResultListResponseSchema = Type.Object(
  { ...paging, results: Type.Array(Type.Ref('SearchResult')) },
  { $id: 'ResultListResponse' },
);
export type ResultListResponse = Static<typeof ResultListResponseSchema, typeof refs>;

/** A page of any list, before it is put in its envelope. */
export type ResultPage = ResultListResponse;

const refs = {
  MediaType: MediaTypeSchema,
  Genre: GenreSchema,
  Video: VideoSchema,
  Videos: VideosSchema,
  Provider: ProviderSchema,
  RegionProviders: RegionProvidersSchema,
  WatchProviders: WatchProvidersSchema,
  CastMember: CastMemberSchema,
  CrewMember: CrewMemberSchema,
  CastAndCrew: CastAndCrewSchema,
  MovieDetails: MovieDetailsSchema,
  Network: NetworkSchema,
  SeasonSummary: SeasonSummarySchema,
  EpisodeSummary: EpisodeSummarySchema,
  PersonCredit: PersonCreditSchema,
  SearchResult: SearchResultSchema,
};

/** Every shared schema, registered once with Fastify so routes can `$ref` them. */
export const viewModelSchemas: TSchema[] = [
  ...Object.values(refs),
  MovieResponseSchema,
  TvShowResponseSchema,
  SeasonResponseSchema,
  EpisodeResponseSchema,
  PersonResponseSchema,
  MovieListResponseSchema,
  ResultListResponseSchema,
];
