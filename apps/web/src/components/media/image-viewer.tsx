/**
 * The full-screen viewer of an image gallery: one image at a time with previous and next
 * (buttons, or the arrow keys), where it is ('3 / 97'), and Escape or Close to leave. MUI's
 * dialog returns focus to the thumbnail that opened it.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Image } from '@media-search/api-client';
import { useState, type KeyboardEvent } from 'react';
import { useImageUrl } from '@/lib/configuration.ts';

interface ImageViewerProps {
  /** Names the dialog, e.g. 'Images: Backdrops'. */
  label: string;
  images: readonly Image[];
  startIndex: number;
  onClose: () => void;
}

const sideButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0, 0, 0, 0.6)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
} as const;

export function ImageViewer({ label, images, startIndex, onClose }: ImageViewerProps) {
  const imageUrl = useImageUrl();
  const [index, setIndex] = useState(startIndex);
  // Past either end it goes round, so the keys never stop working.
  const step = (by: number) =>
    setIndex((current) => (current + by + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  const image = images[index];
  const position = `${index + 1} / ${images.length}`;
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { 'aria-label': label, sx: { bgcolor: 'common.black' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
        <Typography aria-live="polite" aria-atomic sx={{ flexGrow: 1, px: 1 }}>
          {position}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ position: 'relative', flexGrow: 1, minHeight: 0 }}>
        {image && (
          <Box
            component="img"
            key={image.filePath}
            src={imageUrl(image.filePath)}
            alt={`${label}, image ${index + 1} of ${images.length}`}
            width={image.width || undefined}
            height={image.height || undefined}
            sx={{
              display: 'block',
              width: '100%',
              height: '100%',
              objectFit: 'contain',
            }}
          />
        )}
        {images.length > 1 && (
          <>
            <IconButton
              aria-label="Previous image"
              onClick={() => step(-1)}
              sx={{ ...sideButtonSx, left: 8 }}
            >
              <ChevronLeft fontSize="large" />
            </IconButton>
            <IconButton
              aria-label="Next image"
              onClick={() => step(1)}
              sx={{ ...sideButtonSx, right: 8 }}
            >
              <ChevronRight fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
