import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { TitleCard } from '@media-search/api-client';
import { Fragment } from 'react';
import { toFiveStarScale, yearOf } from '@/lib/format.ts';
import { visuallyHidden } from '@/theme/visually-hidden.ts';
import { CardLink } from '../card-link.tsx';
import { MediaImage, type ImageShape } from './media-image.tsx';
import { formatScore } from './score.ts';
import { departmentName } from './tmdb-terms.ts';

/** The best image a result has: backdrop, else poster, else profile. */
export function resultImagePath(result: TitleCard): string | null {
  return result.backdropPath ?? result.posterPath ?? result.profilePath;
}

/**
 * The shape of the box for that image: a backdrop is wide; a poster or a profile is tall and
 * keeps its shape, so neither a face nor a name drawn on it is cut off. A person without a
 * picture gets the tall box all the same, like the people beside them.
 */
export function resultImageShape(result: TitleCard): ImageShape {
  if (result.backdropPath) return 'backdrop';
  if (result.posterPath) return 'poster';
  return result.profilePath || result.mediaType === 'person' ? 'profile' : 'backdrop';
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
  const score = formatScore(toFiveStarScale(voteAverage));
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
  return (
    <Card sx={{ height: '100%' }}>
      <CardLink
        to={`/${result.mediaType}/$id`}
        params={{ id: result.id }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MediaImage
          path={resultImagePath(result)}
          alt=""
          shape={resultImageShape(result)}
          priority={priority}
          sizes={imageSizes}
        />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component={titleElement} sx={{ lineHeight: 1.3 }}>
            {resultTitle(result)}
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
    </Card>
  );
}
