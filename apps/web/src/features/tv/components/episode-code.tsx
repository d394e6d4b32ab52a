import Box from '@mui/material/Box';
import { visuallyHidden } from '@/theme/visually-hidden.ts';

interface EpisodeCodeProps {
  seasonNumber: number;
  episodeNumber: number;
}

/** 'S1 E5' on screen; 'Season 1, Episode 5' to assistive technology, which would spell it out. */
export function EpisodeCode({ seasonNumber, episodeNumber }: EpisodeCodeProps) {
  return (
    <>
      <span aria-hidden>{`S${seasonNumber} E${episodeNumber}`}</span>
      <Box component="span" sx={visuallyHidden}>
        {`Season ${seasonNumber}, Episode ${episodeNumber}`}
      </Box>
    </>
  );
}
