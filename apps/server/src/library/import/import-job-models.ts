/**
 * An import job as the API answers it (its progress, its preview's counts) and the rows of its
 * preview that need a decision, as TypeBox schemas.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { Id } from '../../http/common.schemas.ts';

const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);

export const IMPORT_KINDS = ['watched', 'rating', 'watchlist', 'favorite', 'list-item'] as const;
export const IMPORT_OUTCOMES = ['new', 'existing', 'conflicting', 'unmatched', 'skipped'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

const OutcomeCounts = Type.Object({
  new: Type.Integer({ minimum: 0, description: 'Not in the library yet: the import adds them' }),
  existing: Type.Integer({
    minimum: 0,
    description: 'Already there as the file says (or repeated in the file): left as they are',
  }),
  conflicting: Type.Integer({
    minimum: 0,
    description: 'Ratings the caller already gave differently: kept or replaced as decided',
  }),
  unmatched: Type.Integer({
    minimum: 0,
    description: 'Found no title (or several) and not decided yet: not imported',
  }),
  skipped: Type.Integer({ minimum: 0, description: 'Chosen to skip: not imported' }),
});
export type OutcomeCounts = Static<typeof OutcomeCounts>;

export const ImportSummarySchema = Type.Object(
  {
    watched: OutcomeCounts,
    rating: OutcomeCounts,
    watchlist: OutcomeCounts,
    favorite: OutcomeCounts,
    'list-item': OutcomeCounts,
  },
  { $id: 'ImportSummary' },
);
export type ImportSummary = Static<typeof ImportSummarySchema>;

export const ImportJobSchema = Type.Object(
  {
    id: Type.String(),
    fileName: Type.String(),
    format: Type.Enum(['letterboxd', 'imdb', 'trakt', 'media-search']),
    status: Type.Enum(['matching', 'ready', 'done', 'failed'], {
      description:
        'matching: titles are being found; ready: the preview can be read and decided; ' +
        'done: imported; failed: matching stopped (see error), start again',
    }),
    progress: Type.Object({
      matched: Type.Integer({ minimum: 0, description: 'Items looked up so far' }),
      total: Type.Integer({ minimum: 0, description: 'Items the file holds' }),
    }),
    error: Nullable(Type.String({ description: 'Why it failed, a sentence a person can read' })),
    createdAt: Type.String({ description: 'ISO 8601' }),
    finishedAt: Nullable(Type.String({ description: 'ISO 8601: when it was imported or failed' })),
    summary: Nullable(Type.Ref('ImportSummary'), {
      description:
        'Per kind and outcome, once matched (null while matching); for a done job, what the import found',
    }),
    services: Nullable(
      Type.Object({
        region: Type.String(),
        providerCount: Type.Integer({ minimum: 0 }),
      }),
      { description: 'The streaming services the file carries (our own export only)' },
    ),
    alreadyImported: Type.Optional(
      Type.Boolean({
        description:
          'Only in the answer to an import: true when the job had been imported already, and ' +
          'this call wrote nothing',
      }),
    ),
  },
  { $id: 'ImportJob' },
);
export type ImportJob = Static<
  typeof ImportJobSchema,
  { ImportSummary: typeof ImportSummarySchema }
>;

export const MatchCandidateSchema = Type.Object(
  {
    mediaType: Type.Enum(['movie', 'tv']),
    mediaId: Type.Integer(),
    title: Type.String(),
    year: Nullable(Type.Integer()),
    posterPath: Nullable(Type.String({ description: 'Image path relative to the image base' })),
  },
  { $id: 'MatchCandidate' },
);

export const ChosenTitleSchema = Type.Object(
  {
    mediaType: Type.Enum(['movie', 'tv']),
    mediaId: Id('The TMDB id'),
  },
  { $id: 'ChosenTitle', additionalProperties: false },
);
export type ChosenTitle = Static<typeof ChosenTitleSchema>;

export const ImportRowSchema = Type.Object(
  {
    rowId: Type.Integer({ minimum: 1 }),
    kind: Type.Enum([...IMPORT_KINDS]),
    file: Type.String({ description: 'The file it came from (inside the zip, when one)' }),
    row: Type.Integer({ description: 'Its row in that file' }),
    label: Type.String({ description: 'The title and year as the file says' }),
    candidates: Type.Array(Type.Ref('MatchCandidate'), { description: 'Up to 5, best first' }),
    choice: Nullable(Type.Union([Type.Ref('ChosenTitle'), Type.Literal('skip')]), {
      description: 'The title chosen for it, skip, or null: not decided',
    }),
    conflict: Nullable(
      Type.Object({
        mine: Type.Number({ description: "The caller's rating now, 0.5 to 5" }),
        file: Type.Number({ description: "The file's rating, 0.5 to 5" }),
        keep: Type.Enum(['mine', 'file'], {
          description:
            'As decided; until then `mine`, unless the import is asked for another default',
        }),
      }),
    ),
  },
  { $id: 'ImportRow' },
);
export type ImportRow = Static<
  typeof ImportRowSchema,
  { MatchCandidate: typeof MatchCandidateSchema; ChosenTitle: typeof ChosenTitleSchema }
>;

export const importSchemas = [
  ImportSummarySchema,
  ImportJobSchema,
  MatchCandidateSchema,
  ChosenTitleSchema,
  ImportRowSchema,
];
