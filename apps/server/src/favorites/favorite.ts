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
