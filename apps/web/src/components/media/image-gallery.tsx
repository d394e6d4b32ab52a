/**
 * A title's or a person's pictures: a row of lazily loaded thumbnails per kind (backdrops,
 * posters, profiles), each opening a full-screen viewer. Nothing at all when there are none.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Image } from '@media-search/api-client';
import { Suspense, lazy, useState } from 'react';
import { MediaImage } from './media-image.tsx';
import { ScrollRow } from './scroll-row.tsx';
import { Section } from './section-heading.tsx';
import { formatNumber } from '@/lib/format.ts';

// The viewer loads when wanted (a pointer over, or focus on, a thumbnail starts it early).
const loadImageViewer = () => import('./image-viewer.tsx');
const ImageViewer = lazy(async () => ({ default: (await loadImageViewer()).ImageViewer }));

export interface ImageGroup {
  /** Names the group, e.g. 'Backdrops'. */
  label: string;
  shape: 'backdrop' | 'poster' | 'profile';
  images: readonly Image[];
}

const THUMBNAIL_WIDTHS = {
  backdrop: { xs: 176, sm: 240 },
  poster: { xs: 96, sm: 128 },
  profile: { xs: 96, sm: 128 },
} as const;

interface ImageGalleryProps {
  heading: string;
  groups: readonly ImageGroup[];
}

export function ImageGallery({ heading, groups }: ImageGalleryProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState<{ group: ImageGroup; index: number }>();
  const shown = groups.filter((group) => group.images.length > 0);
  if (shown.length === 0) return null;
  return (
    <Section heading={heading}>
      {shown.map((group) => (
        <Box component="section" key={group.label} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold', mb: 1 }}>
            {`${group.label} (${formatNumber(group.images.length, i18n.locale)})`}
          </Typography>
          <ScrollRow>
            {group.images.map((image, index) => (
              <Box
                component="li"
                key={image.filePath}
                sx={{ width: THUMBNAIL_WIDTHS[group.shape] }}
              >
                <ButtonBase
                  aria-label={i18n._('details.imageOfGroup', {
                    group: group.label,
                    number: formatNumber(index + 1, i18n.locale),
                    total: formatNumber(group.images.length, i18n.locale),
                  })}
                  onClick={() => setOpen({ group, index })}
                  onPointerEnter={() => void loadImageViewer()}
                  onFocus={() => void loadImageViewer()}
                  sx={{ display: 'block', width: '100%', borderRadius: 1 }}
                >
                  <MediaImage path={image.filePath} alt="" shape={group.shape} />
                </ButtonBase>
              </Box>
            ))}
          </ScrollRow>
        </Box>
      ))}
      {open && (
        <Suspense>
          <ImageViewer
            label={i18n._('details.galleryDialog', { heading, group: open.group.label })}
            images={open.group.images}
            startIndex={open.index}
            onClose={() => setOpen(undefined)}
          />
        </Suspense>
      )}
    </Section>
  );
}
