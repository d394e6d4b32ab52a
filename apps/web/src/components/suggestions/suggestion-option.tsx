/** One line of the top bar's suggestions: a small poster or portrait, the name, year and kind. */
import { useLingui } from '@lingui/react';
import Movie from '@mui/icons-material/Movie';
import Person from '@mui/icons-material/Person';
import Tv from '@mui/icons-material/Tv';
import Box from '@mui/material/Box';
import type { Suggestion } from '@media-search/api-client';
import { useState, type HTMLAttributes } from 'react';
import { useImageUrl } from '@/lib/configuration.ts';
import { tmdbSrcSet } from '@/lib/image-sources.ts';

const KINDS = {
  movie: { label: /*i18n*/ 'media.kindMovie', Icon: Movie },
  tv: { label: /*i18n*/ 'media.kindTv', Icon: Tv },
  person: { label: /*i18n*/ 'media.kindPerson', Icon: Person },
} as const;

/** The thumbnail's width; its height follows a poster's 2:3. */
const THUMB_WIDTH = 40;

/** The picture, or the kind's icon where there is none or it fails to load. */
function Thumbnail({ suggestion }: { suggestion: Suggestion }) {
  const url = useImageUrl()(suggestion.imagePath);
  const [failed, setFailed] = useState(false);
  const { Icon } = KINDS[suggestion.mediaType];
  const srcSet = url && tmdbSrcSet(url);
  return (
    <Box
      aria-hidden
      sx={{
        flex: 'none',
        width: THUMB_WIDTH,
        aspectRatio: '2 / 3',
        borderRadius: 0.5,
        overflow: 'hidden',
        bgcolor: 'imageTile',
        color: 'text.secondary',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {url && !failed ? (
        <Box
          component="img"
          src={url}
          srcSet={srcSet}
          // The smallest of TMDB's widths is plenty for a 40 px thumbnail.
          sizes={srcSet && `${THUMB_WIDTH}px`}
          alt=""
          decoding="async"
          onError={() => setFailed(true)}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Icon fontSize="small" />
      )}
    </Box>
  );
}

interface SuggestionOptionProps extends HTMLAttributes<HTMLLIElement> {
  suggestion: Suggestion;
}

/**
 * The option's props come from the combobox (role, id, pointer handlers). Its name is its text:
 * "Orbit of Ash 1999 Movie" (the dot between year and kind is only for the eye).
 */
export function SuggestionOption({ suggestion, ...optionProps }: SuggestionOptionProps) {
  const { i18n } = useLingui();
  const kind = i18n._(KINDS[suggestion.mediaType].label);
  return (
    <Box component="li" {...optionProps} sx={{ gap: 1.5, '&.MuiAutocomplete-option': { py: 1 } }}>
      <Thumbnail suggestion={suggestion} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>{suggestion.name}</Box>
        <Box sx={{ color: 'text.secondary', typography: 'body2' }}>
          {suggestion.year !== null && (
            <>
              {suggestion.year} <span aria-hidden>·</span>{' '}
            </>
          )}
          {kind}
        </Box>
      </Box>
    </Box>
  );
}
