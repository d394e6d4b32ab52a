/**
 * The view models of the `/api` contract (SPEC §3), as TypeBox schemas. They are the single
 * source for response validation, serialisation, the OpenAPI document and the generated client.
 */
import Type, { type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);

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

/** One watch region's offers of a title, as a details answer gives them for `?region=`. */
export const RegionOffersSchema = Type.Object(
  {
    code: Type.String({ description: 'ISO 3166-1 code of the region, e.g. DE' }),
    link: Nullable(Type.String({ description: "TMDB's watch page for the title in the region" })),
    flatrate: Type.Array(Type.Ref('Provider'), { description: 'Subscription' }),
    free: Type.Array(Type.Ref('Provider')),
    ads: Type.Array(Type.Ref('Provider')),
    rent: Type.Array(Type.Ref('Provider')),
    buy: Type.Array(Type.Ref('Provider')),
  },
  { $id: 'RegionOffers' },
);
export type RegionOffers = Static<typeof RegionOffersSchema, typeof refs>;

export const WatchProvidersSchema = Type.Object(
  {
    results: Type.Object({ us: Type.Ref('RegionProviders') }),
    region: Nullable(Type.Ref('RegionOffers'), {
      description: 'The offers in the region asked for with `?region=`; null when none was asked',
    }),
  },
  { $id: 'WatchProviders' },
);
export type WatchProviders = Static<typeof WatchProvidersSchema, typeof refs>;

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

/**
 * On a details answer: the top-billed cast (at most `TOP_BILLED_CAST`) and the key crew (the
 * jobs of `KEY_CREW_JOBS`); the whole lists are in the credits routes.
 */
export const CastAndCrewSchema = Type.Object(
  {
    cast: Type.Array(Type.Ref('CastMember')),
    crew: Type.Array(Type.Ref('CrewMember')),
    castTotal: Type.Integer({ description: 'People in the whole cast' }),
    crewTotal: Type.Integer({ description: 'People in the whole crew' }),
  },
  { $id: 'CastAndCrew' },
);

/** A person named with the jobs they did on a title, e.g. Director and Screenplay. */
export const KeyCrewMemberSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    profilePath: ImagePath,
    jobs: Type.Array(Type.String()),
  },
  { $id: 'KeyCrewMember' },
);
export type KeyCrewMember = Static<typeof KeyCrewMemberSchema>;

export const ExternalIdsSchema = Type.Object(
  {
    imdbId: Nullable(Type.String()),
    wikidataId: Nullable(Type.String()),
    facebookId: Nullable(Type.String()),
    instagramId: Nullable(Type.String()),
    twitterId: Nullable(Type.String({ description: 'The handle on X' })),
    tiktokId: Nullable(Type.String()),
    youtubeId: Nullable(Type.String()),
  },
  { $id: 'ExternalIds' },
);
export type ExternalIds = Static<typeof ExternalIdsSchema>;

export const ImageSchema = Type.Object(
  { filePath: Type.String(), width: Type.Integer(), height: Type.Integer() },
  { $id: 'Image' },
);
export type Image = Static<typeof ImageSchema>;

/** Backdrops and posters, English or without text, each list capped at `IMAGES_PER_KIND`. */
export const ImagesSchema = Type.Object(
  { backdrops: Type.Array(Type.Ref('Image')), posters: Type.Array(Type.Ref('Image')) },
  { $id: 'Images' },
);
export type Images = Static<typeof ImagesSchema, typeof refs>;

export const CollectionRefSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), posterPath: ImagePath, backdropPath: ImagePath },
  { $id: 'CollectionRef' },
);
export type CollectionRef = Static<typeof CollectionRefSchema>;

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
    status: Type.String({ description: 'Released, Post Production…; empty when unknown' }),
    originalLanguage: Nullable(Type.String({ description: 'ISO 639-1 code, e.g. en' })),
    homepage: Nullable(Type.String()),
    certification: Nullable(
      Type.String({ description: 'US certification: the theatrical one, else the first given' }),
    ),
    collection: Nullable(Type.Ref('CollectionRef')),
  },
  { $id: 'MovieDetails' },
);

export const MovieResponseSchema = Type.Object(
  {
    movieDetails: Type.Ref('MovieDetails'),
    videos: Type.Ref('Videos'),
    watchProviders: Type.Ref('WatchProviders'),
    castAndCrew: Type.Ref('CastAndCrew'),
    keyCrew: Type.Array(Type.Ref('KeyCrewMember'), {
      description: 'Directors, writers, story, novel, characters and creators, in that order',
    }),
    externalIds: Type.Ref('ExternalIds'),
    images: Type.Ref('Images'),
    recommendations: Type.Array(Type.Ref('TitleCard')),
    similar: Type.Array(Type.Ref('TitleCard'), {
      description: 'Similar titles that are not among the recommendations',
    }),
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
    overview: Type.String(),
    voteAverage: Type.Number(),
  },
  { $id: 'SeasonSummary' },
);

export const PersonLinkSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), profilePath: ImagePath },
  { $id: 'PersonLink' },
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
    originalLanguage: Nullable(Type.String({ description: 'ISO 639-1 code, e.g. en' })),
    homepage: Nullable(Type.String()),
    contentRating: Nullable(Type.String({ description: 'US content rating, e.g. TV-MA' })),
    createdBy: Type.Array(Type.Ref('PersonLink')),
    lastEpisodeToAir: Nullable(Type.Ref('EpisodeSummary')),
    nextEpisodeToAir: Nullable(Type.Ref('EpisodeSummary')),
    externalIds: Type.Ref('ExternalIds'),
    images: Type.Ref('Images'),
    recommendations: Type.Array(Type.Ref('TitleCard')),
    similar: Type.Array(Type.Ref('TitleCard'), {
      description: 'Similar titles that are not among the recommendations',
    }),
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
    previousSeasonNumber: Nullable(Type.Integer({ description: 'The season before, if any' })),
    nextSeasonNumber: Nullable(Type.Integer({ description: 'The season after, if any' })),
  },
  { $id: 'SeasonResponse' },
);

/** Where a neighbouring episode is, possibly in the neighbouring season. */
export const EpisodeLinkSchema = Type.Object(
  { seasonNumber: Type.Integer(), episodeNumber: Type.Integer() },
  { $id: 'EpisodeLink' },
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
    previousEpisode: Nullable(Type.Ref('EpisodeLink')),
    nextEpisode: Nullable(Type.Ref('EpisodeLink')),
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
    episodeCount: Nullable(Type.Integer({ description: 'Episodes of a TV credit' })),
    voteAverage: Type.Number(),
    voteCount: Type.Integer(),
  },
  { $id: 'PersonCredit' },
);
export type PersonCredit = Static<typeof PersonCreditSchema>;

export const PersonCrewCreditSchema = Type.Object(
  {
    id: Type.Integer(),
    mediaType: Type.Enum(['movie', 'tv']),
    title: Nullable(Type.String()),
    name: Nullable(Type.String()),
    releaseDate: IsoDate,
    firstAirDate: IsoDate,
    backdropPath: ImagePath,
    posterPath: ImagePath,
    department: Type.String({ description: 'Directing, Writing, Production…' }),
    job: Type.String(),
    episodeCount: Nullable(Type.Integer({ description: 'Episodes of a TV credit' })),
    voteAverage: Type.Number(),
    voteCount: Type.Integer(),
  },
  { $id: 'PersonCrewCredit' },
);
export type PersonCrewCredit = Static<typeof PersonCrewCreditSchema>;

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
    combinedCredits: Type.Object({
      cast: Type.Array(Type.Ref('PersonCredit')),
      crew: Type.Array(Type.Ref('PersonCrewCredit')),
    }),
    knownFor: Type.Array(Type.Ref('TitleCard'), {
      description: 'Their best-known titles, most voted first, at most `KNOWN_FOR`',
    }),
    externalIds: Type.Ref('ExternalIds'),
    profileImages: Type.Array(Type.Ref('Image')),
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
    knownForDepartment: Nullable(
      Type.String({ description: "A person's main line of work, e.g. Acting; null for titles" }),
    ),
  },
  { $id: 'SearchResult' },
);
export type SearchResult = Static<typeof SearchResultSchema, typeof refs>;

/**
 * A title or person as a card shows it (image, name, year, rating, kind): a search result
 * without its overview. Details answers carry their related titles this way: those overviews,
 * which no screen shows, were a quarter of a details answer and a third of it compressed.
 */
export const TitleCardSchema = Type.Omit(SearchResultSchema, ['overview'], { $id: 'TitleCard' });
export type TitleCard = Static<typeof TitleCardSchema, typeof refs>;

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

/**
 * A title or person the top bar suggests while a visitor types: just what one line of the
 * list shows (picture, name, year, kind), so an answer per keystroke stays small.
 */
export const SuggestionSchema = Type.Object(
  {
    id: Type.Integer(),
    mediaType: Type.Ref('MediaType'),
    name: Type.String({ description: "A movie's or TV show's title, or a person's name" }),
    year: Nullable(
      Type.Integer({
        description: 'Year of release (first air for a TV show); null for a person or no date',
      }),
    ),
    imagePath: ImagePath,
  },
  { $id: 'Suggestion' },
);
export type Suggestion = Static<typeof SuggestionSchema, typeof refs>;

/** How many titles and people a suggestions answer holds at most. */
export const SUGGESTIONS = 8;

export const SuggestionListResponseSchema = Type.Object(
  {
    results: Type.Array(Type.Ref('Suggestion'), {
      maxItems: SUGGESTIONS,
      description: 'The best matches first, movies, TV shows and people mixed',
    }),
  },
  { $id: 'SuggestionListResponse' },
);
export type SuggestionListResponse = Static<typeof SuggestionListResponseSchema, typeof refs>;

export const CollectionResponseSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    overview: Type.String(),
    posterPath: ImagePath,
    backdropPath: ImagePath,
    parts: Type.Array(Type.Ref('SearchResult'), {
      description: 'Its films by release date; undated ones last',
    }),
  },
  { $id: 'CollectionResponse' },
);
export type CollectionResponse = Static<typeof CollectionResponseSchema, typeof refs>;

/** One part someone played: a movie has one, a TV show one per character, with episodes. */
export const CreditRoleSchema = Type.Object(
  { character: Type.String(), episodeCount: Nullable(Type.Integer()) },
  { $id: 'CreditRole' },
);

export const FullCastMemberSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    profilePath: ImagePath,
    order: Type.Integer(),
    roles: Type.Array(Type.Ref('CreditRole')),
    episodeCount: Nullable(Type.Integer({ description: 'Episodes in all, for TV' })),
  },
  { $id: 'FullCastMember' },
);

export const CreditJobSchema = Type.Object(
  { job: Type.String(), episodeCount: Nullable(Type.Integer()) },
  { $id: 'CreditJob' },
);

/** A department of the crew; each person appears once in it with all their jobs there. */
export const CrewDepartmentSchema = Type.Object(
  {
    department: Type.String(),
    people: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        profilePath: ImagePath,
        jobs: Type.Array(Type.Ref('CreditJob')),
        episodeCount: Nullable(Type.Integer({ description: 'Episodes in all, for TV' })),
      }),
    ),
  },
  { $id: 'CrewDepartment' },
);

export const CreditsResponseSchema = Type.Object(
  {
    id: Type.Integer(),
    mediaType: Type.Enum(['movie', 'tv']),
    title: Type.String(),
    releaseDate: IsoDate,
    posterPath: ImagePath,
    cast: Type.Array(Type.Ref('FullCastMember')),
    crew: Type.Array(Type.Ref('CrewDepartment'), {
      description: 'Departments in `CREW_DEPARTMENTS` order, then any others by name',
    }),
  },
  { $id: 'CreditsResponse' },
);
export type CreditsResponse = Static<typeof CreditsResponseSchema, typeof refs>;

const refs = {
  MediaType: MediaTypeSchema,
  Genre: GenreSchema,
  Video: VideoSchema,
  Videos: VideosSchema,
  Provider: ProviderSchema,
  RegionProviders: RegionProvidersSchema,
  RegionOffers: RegionOffersSchema,
  WatchProviders: WatchProvidersSchema,
  CastMember: CastMemberSchema,
  CrewMember: CrewMemberSchema,
  CastAndCrew: CastAndCrewSchema,
  KeyCrewMember: KeyCrewMemberSchema,
  ExternalIds: ExternalIdsSchema,
  Image: ImageSchema,
  Images: ImagesSchema,
  CollectionRef: CollectionRefSchema,
  MovieDetails: MovieDetailsSchema,
  Network: NetworkSchema,
  SeasonSummary: SeasonSummarySchema,
  PersonLink: PersonLinkSchema,
  EpisodeSummary: EpisodeSummarySchema,
  EpisodeLink: EpisodeLinkSchema,
  PersonCredit: PersonCreditSchema,
  PersonCrewCredit: PersonCrewCreditSchema,
  SearchResult: SearchResultSchema,
  TitleCard: TitleCardSchema,
  Suggestion: SuggestionSchema,
  CreditRole: CreditRoleSchema,
  FullCastMember: FullCastMemberSchema,
  CreditJob: CreditJobSchema,
  CrewDepartment: CrewDepartmentSchema,
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
  SuggestionListResponseSchema,
  CollectionResponseSchema,
  CreditsResponseSchema,
];

/** How many cast members a details answer carries; the rest are in the credits routes. */
export const TOP_BILLED_CAST = 20;
/** The crew jobs a details answer names, in the order they are shown. */
export const KEY_CREW_JOBS = [
  'Director',
  'Screenplay',
  'Writer',
  'Story',
  'Novel',
  'Characters',
  'Creator',
] as const;
/** At most this many backdrops and this many posters on a details answer. */
export const IMAGES_PER_KIND = 100;
/** At most this many recommendations, and this many similar titles. */
export const RELATED_TITLES = 20;
/** At most this many titles a person is known for. */
export const KNOWN_FOR = 8;
/** The crew departments of a credits page, in TMDB's order; others follow by name. */
export const CREW_DEPARTMENTS = [
  'Directing',
  'Writing',
  'Production',
  'Camera',
  'Editing',
  'Sound',
  'Art',
  'Costume & Make-Up',
  'Visual Effects',
  'Crew',
  'Lighting',
] as const;
