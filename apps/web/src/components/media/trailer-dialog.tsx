/**
 * The full-screen player that 'Watch Trailer' (SPEC §2 Trailer dialog) and the video sections
 * open, loaded on demand.
 */
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';

/** Privacy-enhanced player: autoplay on, related videos from this channel only, minimal branding. */
export function trailerEmbedUrl(key: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(key)}?autoplay=1&rel=0&modestbranding=1`;
}

interface TrailerDialogProps {
  /** The YouTube video's id. */
  videoKey: string;
  /** Names the dialog and its player, e.g. 'Orbit of Ash trailer'. */
  label: string;
  /** Names the close button, e.g. 'Close trailer'. */
  closeLabel: string;
  onClose: () => void;
}

export function TrailerDialog({ videoKey, label, closeLabel, onClose }: TrailerDialogProps) {
  return (
    <Dialog open fullScreen onClose={onClose} slotProps={{ paper: { 'aria-label': label } }}>
      <IconButton
        aria-label={closeLabel}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1, bgcolor: 'background.paper' }}
      >
        <Close />
      </IconButton>
      <Box
        component="iframe"
        src={trailerEmbedUrl(videoKey)}
        title={label}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sx={{ border: 0, width: '100%', height: '100%', bgcolor: 'common.black' }}
      />
    </Dialog>
  );
}
