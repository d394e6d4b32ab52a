import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TitleCard } from '@media-search/api-client';
import { Fragment } from 'react';
import { toFiveStarScale, yearOf } from '@/lib/format.ts';
import { visuallyHidden } from '@/theme/visually-hidden.ts';
import { CardLink } from '../card-link.tsx';
import { useCardAction } from './card-action.tsx';
import { cardImageRatio } from './card-grid.ts';
import { MediaImage, type ImageShape } from './media-image.tsx';
import { formatScore } from './score.ts';
import { departmentName } from './tmdb-terms.ts';

/** The best image a result has: backdrop, else poster, else profile. */
export function resultImagePath(result: TitleCard): string | null {
  return result.backdropPath ?? result.posterPath ?? result.profilePath;
}

/**
 * The card's shape in a list of its own kind: a person is a portrait, so a list of people only
 * (see card-grid.ts) gets tall boxes, each picture whole. A title is wide, like the backdrop it
 * shows first; so is every card of a list that mixes titles and people: one shape to a grid.
 */
export function resultImageShape(result: Pick<TitleCard, 'mediaType'>): ImageShape {
  return result.mediaType === 'person' ? 'profile' : 'backdrop';
}

/**
 * What stays in view where the card's box crops its picture: a backdrop's middle, but a
 * poster's or a portrait's upper part, where faces are (a little below the very top, which on
 * a poster often holds the cast's names).
 */
export function resultImagePosition(result: Pick<TitleCard, 'backdropPath'>): string {
  return result.backdropPath ? '50% 50%' : '50% 20%';
}

export function resultTitle(result: Pick<TitleCard, 'title' | 'name'>): string {
  return result.title ?? result.name ?? '';
}

const KINDS = {
  movie: /*i18n*/ 'media.kindMovie',
  tv: /*i18n*/ 'media.kindTv',
  person: /*i18n*/ 'media.kindPerson',
} as const;

/** What a result is: 'Movie' or 'TV Show', or 'Person' with what they are known for. */
function resultKind(i18n: I18n, result: TitleCard): string[] {
  const kind = i18n._(KINDS[result.mediaType]);
  return result.mediaType === 'person' && result.knownForDepartment
    ? [kind, departmentName(i18n, result.knownForDepartment)]
    : [kind];
}

/** A title's score out of 5, as on its own page; nothing for a person or a title unrated. */
function CardRating({ voteAverage }: { voteAverage: number | null }) {
  const { i18n } = useLingui();
  if (!voteAverage) return null;
  const score = formatScore(toFiveStarScale(voteAverage), i18n.locale);
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
      >
        <Star sx={{ fontSize: '1.1em', color: 'warning.main' }} />
        {score}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` ${i18n._('media.ratedOutOfFive', { score })}`}
      </Box>
    </>
  );
}

/**
 * A little less padding on a phone, where cards stand two or three to a row; a word longer
 * than the card (a German department, say) breaks rather than running out of it.
 */
const cardTextSx = {
  flexGrow: 1,
  p: { xs: 1.5, sm: 2 },
  '&:last-child': { pb: { xs: 1.5, sm: 2 } },
  overflowWrap: 'anywhere',
} satisfies SxProps<Theme>;

/** At most three lines of title, so a long one does not make its card a tower. */
const titleSx = {
  lineHeight: 1.3,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} satisfies SxProps<Theme>;

interface ResultCardProps {
  /** A search result, or a details answer's related title (the same but for the overview). */
  result: TitleCard;
  /** The title's heading level: h2 on a screen of results, h3 in a section of a screen. */
  titleElement?: 'h2' | 'h3';
  /** The image is among the first screen's largest paints: fetched at once (MediaImage). */
  priority?: boolean;
  /** The card's width as a `sizes` value, which a priority image needs to get a `srcset`. */
  imageSizes?: string;
}

/**
 * A movie, TV show or person in a list: image, title or name, what it is, the year and a
 * title's rating, leading to its page. The whole card is one link, named by what it shows:
 * "Orbit of Ash Movie 1999 Rated 4.2 out of 5".
 */
export function ResultCard({ result, titleElement = 'h2', priority, imageSizes }: ResultCardProps) {
  const { i18n } = useLingui();
  const year = yearOf(result.releaseDate ?? result.firstAirDate);
  // The dots only separate on screen: a screen reader reads the words alone.
  const facts = [...resultKind(i18n, result), ...(year ? [year] : [])];
  const renderAction = useCardAction();
  const title = resultTitle(result);
  return (
    <Card sx={{ height: '100%', position: 'relative' }}>
      <CardLink
        to={`/${result.mediaType}/$id`}
        params={{ id: result.id }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MediaImage
          path={resultImagePath(result)}
          alt=""
          shape={resultImageShape(result)}
          ratio={cardImageRatio}
          position={resultImagePosition(result)}
          priority={priority}
          sizes={imageSizes}
        />
        <CardContent sx={cardTextSx}>
          <Typography variant="subtitle1" component={titleElement} sx={titleSx}>
            {title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'center' }}
          >
            <span>
              {facts.map((fact, index) => (
                <Fragment key={fact}>
                  {index > 0 && (
                    <>
                      {' '}
                      <span aria-hidden>·</span>{' '}
                    </>
                  )}
                  {fact}
                </Fragment>
              ))}
            </span>
            <CardRating voteAverage={result.voteAverage} />
          </Typography>
        </CardContent>
      </CardLink>
      {/* Beside the link, not in it (a control inside a link is lost to assistive technology),
          over the picture's corner. */}
      {result.mediaType !== 'person' && renderAction && (
        <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
          {renderAction({ id: result.id, mediaType: result.mediaType, title })}
        </Box>
      )}
    </Card>
  );
}
