/** 'Watch Trailer' and the full-screen player it opens (SPEC §2 Trailer dialog). */
import { useLingui } from '@lingui/react';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import type { Video } from '@media-search/api-client';
import { Suspense, lazy, useState } from 'react';

// The player and its dialog load when wanted (a pointer over a play button starts it early).
export const loadTrailerDialog = () => import('./trailer-dialog.tsx');
export const LazyTrailerDialog = lazy(async () => ({
  default: (await loadTrailerDialog()).TrailerDialog,
}));

/** The only site whose videos the player can play. */
export const isPlayable = (video: Video) => video.site === 'YouTube';

/** The first YouTube video of type Trailer, if any. */
export function findTrailer(videos: readonly Video[]): Video | undefined {
  return videos.find((video) => isPlayable(video) && video.type === 'Trailer');
}

interface TrailerButtonProps {
  videos: readonly Video[];
  title: string;
}

export function TrailerButton({ videos, title }: TrailerButtonProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const trailer = findTrailer(videos);
  if (!trailer) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PlayArrow />}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadTrailerDialog()}
        onFocus={() => void loadTrailerDialog()}
      >
        {i18n._('details.watchTrailer')}
      </Button>
      {open && (
        <Suspense>
          <LazyTrailerDialog
            videoKey={trailer.key}
            label={i18n._('details.trailerOf', { title })}
            closeLabel={i18n._('details.closeTrailer')}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
