/**
 * The full-screen viewer of an image gallery: one image at a time with previous and next
 * (buttons, or the keys the shortcut list gives it: arrows, Home and End), where it is
 * ('3 / 97'), and Escape or Close to leave. MUI's dialog returns focus to the thumbnail that
 * opened it.
 */
import { useLingui } from '@lingui/react';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Image } from '@media-search/api-client';
import { useState } from 'react';
import { createKeybindingsHandler } from 'tinykeys';
import {
  GALLERY_SHORTCUTS,
  keybindings,
  type GalleryAction,
} from '@/components/shortcuts/shortcut-list.ts';
import { useImageUrl } from '@/lib/configuration.ts';
import { IN_DARK_SCHEME } from '@/theme/color-schemes.ts';
import { formatNumber } from '@/lib/format.ts';

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

/** Where each move goes from image `at` of `count`; past either end it goes round. */
const MOVES: Readonly<Record<GalleryAction, (at: number, count: number) => number>> = {
  previousImage: (at, count) => (at - 1 + count) % count,
  nextImage: (at, count) => (at + 1) % count,
  firstImage: () => 0,
  lastImage: (_at, count) => count - 1,
};

export function ImageViewer({ label, images, startIndex, onClose }: ImageViewerProps) {
  const { i18n } = useLingui();
  const imageUrl = useImageUrl();
  const [index, setIndex] = useState(startIndex);
  const move = (action: GalleryAction) =>
    setIndex((current) => MOVES[action](current, images.length));
  // A key held down goes on moving, so it is not ignored as tinykeys would by default.
  const onKeys = createKeybindingsHandler(
    keybindings(GALLERY_SHORTCUTS, (action, event) => {
      event.preventDefault();
      move(action);
    }),
    { ignore: (event) => event.isComposing },
  );
  const image = images[index];
  const number = formatNumber(index + 1, i18n.locale);
  const total = formatNumber(images.length, i18n.locale);
  const position = `${number} / ${total}`;
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      onKeyDown={(event) => onKeys(event.nativeEvent)}
      // Pictures are viewed on black in either scheme: the viewer's controls take the dark one.
      slotProps={{
        paper: {
          'aria-label': label,
          ...IN_DARK_SCHEME,
          sx: { bgcolor: 'common.black' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
        <Typography aria-live="polite" aria-atomic sx={{ flexGrow: 1, px: 1 }}>
          {position}
        </Typography>
        <IconButton aria-label={i18n._('details.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ position: 'relative', flexGrow: 1, minHeight: 0 }}>
        {image && (
          <Box
            component="img"
            key={image.filePath}
            src={imageUrl(image.filePath)}
            alt={i18n._('details.viewerImage', { label, number, total })}
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
              aria-label={i18n._('details.previousImage')}
              onClick={() => move('previousImage')}
              sx={{ ...sideButtonSx, left: 8 }}
            >
              <ChevronLeft fontSize="large" />
            </IconButton>
            <IconButton
              aria-label={i18n._('details.nextImage')}
              onClick={() => move('nextImage')}
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
