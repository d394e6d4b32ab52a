import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@/theme/visually-hidden.ts';

interface EpisodeCodeProps {
  seasonNumber: number;
  episodeNumber: number;
}

/** 'S1 E5' on screen; 'Season 1, Episode 5' to assistive technology, which would spell it out. */
export function EpisodeCode({ seasonNumber, episodeNumber }: EpisodeCodeProps) {
  const { i18n } = useLingui();
  const numbers = { season: seasonNumber, episode: episodeNumber };
  return (
    <>
      <span aria-hidden>{i18n._('tv.episodeCode', numbers)}</span>
      <Box component="span" sx={visuallyHidden}>
        {i18n._('tv.episodeCodeSpoken', numbers)}
      </Box>
    </>
  );
}
