/**
 * The full-screen player that 'Watch Trailer' (SPEC §2 Trailer dialog) and the video sections
 * open, loaded on demand.
 */
import { useLingui } from '@lingui/react';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { ExternalButton } from './external-button.tsx';

/** Privacy-enhanced player: autoplay on, related videos from this channel only, minimal branding. */
export function trailerEmbedUrl(key: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(key)}?autoplay=1&rel=0&modestbranding=1`;
}

/** The video's own page, which plays where the embed cannot. */
const watchUrl = (key: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(key)}`;

interface TrailerDialogProps {
  /** The YouTube video's id. */
  videoKey: string;
  /** The dialog's title, which names it and its player, e.g. 'Orbit of Ash trailer'. */
  label: string;
  /** Names the close button, e.g. 'Close trailer'. */
  closeLabel: string;
  onClose: () => void;
}

export function TrailerDialog({ videoKey, label, closeLabel, onClose }: TrailerDialogProps) {
  const { i18n } = useLingui();
  return (
    // The title is the dialog's name: Dialog points its aria-labelledby at DialogTitle's id.
    <Dialog open fullScreen onClose={onClose}>
      <DialogTitle sx={{ pr: 7, overflowWrap: 'anywhere' }}>{label}</DialogTitle>
      <IconButton
        aria-label={closeLabel}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <Close />
      </IconButton>
      {/* The player keeps the video's 16:9 and fills what it can of the space between. */}
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          containerType: 'size',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'common.black',
        }}
      >
        <Box
          component="iframe"
          src={trailerEmbedUrl(videoKey)}
          title={label}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ border: 0, width: 'min(100cqw, 100cqh * 16 / 9)', aspectRatio: '16 / 9' }}
        />
      </Box>
      {/* Always there: a blocked network, a content blocker or an uploader who turned embedding
          off leaves the player blank or with an error, and the video still plays on YouTube. */}
      <DialogActions>
        <ExternalButton href={watchUrl(videoKey)}>{i18n._('details.openOnYouTube')}</ExternalButton>
      </DialogActions>
    </Dialog>
  );
}
