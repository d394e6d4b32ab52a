/** A saved favourite (SPEC §3) and what a caller sends to save one, as TypeBox schemas. */
import Type, { type Static } from 'typebox';
import { NON_BLANK_PLAIN_TEXT, PLAIN_TEXT } from '../plain-text.ts';

export const FavoriteSchema = Type.Object(
  {
    id: Type.String({ description: 'Pass as favoriteId to delete it' }),
    mediaId: Type.String(),
    mediaType: Type.Enum(['movie', 'tv', 'person']),
    mediaImageUrl: Type.String(),
    mediaTitle: Type.String(),
    createdAt: Type.String({ description: 'When it was saved, ISO 8601' }),
  },
  { $id: 'Favorite' },
);
export type Favorite = Static<typeof FavoriteSchema>;

export const NewFavoriteSchema = Type.Object(
  {
    mediaId: Type.String({
      minLength: 1,
      maxLength: 20,
      pattern: '^[0-9]+$',
      description: 'The TMDB id',
    }),
    mediaType: Type.Enum(['movie', 'tv', 'person']),
    mediaImageUrl: Type.String({
      maxLength: 500,
      pattern: PLAIN_TEXT,
      description: 'Image path or URL; may be empty',
    }),
    mediaTitle: Type.String({ minLength: 1, maxLength: 300, pattern: NON_BLANK_PLAIN_TEXT }),
  },
  { additionalProperties: false },
);
export type NewFavorite = Static<typeof NewFavoriteSchema>;

/** The most favourites one person may keep; enough for anyone, small enough to list at once. */
export const MAX_FAVORITES_PER_OWNER = 1000;

/**
 * The most items one import may carry: a whole list's worth, since a list (and so its export)
 * never holds more, and no import of more could fit under the cap anyway.
 */
export const MAX_IMPORT_ITEMS = MAX_FAVORITES_PER_OWNER;

export const FavoritesImportSchema = Type.Object(
  {
    items: Type.Array(NewFavoriteSchema, {
      minItems: 1,
      maxItems: MAX_IMPORT_ITEMS,
      description: 'Each shaped like the body that saves one favourite',
    }),
  },
  { additionalProperties: false },
);
export type FavoritesImport = Static<typeof FavoritesImportSchema>;

/** Why an imported item was not added. */
export const SkipReasonSchema = Type.Enum(['alreadySaved', 'repeated'], {
  description:
    'alreadySaved: the caller already keeps it; repeated: an earlier item of this import is the same',
});
export type SkipReason = Static<typeof SkipReasonSchema>;

export const SkippedImportSchema = Type.Object({
  index: Type.Integer({ minimum: 0, description: 'Its position in the items sent' }),
  mediaId: Type.String(),
  mediaType: Type.Enum(['movie', 'tv', 'person']),
  reason: SkipReasonSchema,
});
export type SkippedImport = Static<typeof SkippedImportSchema>;
