/** 'Watch Trailer' and the full-screen player it opens (SPEC §2 Trailer dialog). */
import Close from '@mui/icons-material/Close';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import type { Video } from '@media-search/api-client';
import { useState } from 'react';

/** The first YouTube video of type Trailer, if any. */
export function findTrailer(videos: readonly Video[]): Video | undefined {
  return videos.find((video) => video.site === 'YouTube' && video.type === 'Trailer');
}

/** Privacy-enhanced player: autoplay on, related videos from this channel only, minimal branding. */
export function trailerEmbedUrl(key: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(key)}?autoplay=1&rel=0&modestbranding=1`;
}

interface TrailerDialogProps {
  videoKey: string;
  title: string;
  onClose: () => void;
}

function TrailerDialog({ videoKey, title, onClose }: TrailerDialogProps) {
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': `${title} trailer` } }}
    >
      <IconButton
        aria-label="Close trailer"
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1, bgcolor: 'background.paper' }}
      >
        <Close />
      </IconButton>
      <Box
        component="iframe"
        src={trailerEmbedUrl(videoKey)}
        title={`${title} trailer`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sx={{ border: 0, width: '100%', height: '100%', bgcolor: 'common.black' }}
      />
    </Dialog>
  );
}

interface TrailerButtonProps {
  videos: readonly Video[];
  title: string;
}

export function TrailerButton({ videos, title }: TrailerButtonProps) {
  const [open, setOpen] = useState(false);
  const trailer = findTrailer(videos);
  if (!trailer) return null;
  return (
    <>
      <Button variant="contained" startIcon={<PlayArrow />} onClick={() => setOpen(true)}>
        Watch Trailer
      </Button>
      {open && (
        <TrailerDialog videoKey={trailer.key} title={title} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
