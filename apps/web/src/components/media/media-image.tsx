/**
 * An image from the catalogue in a box of fixed proportions, so the layout does not move as
 * images arrive. Missing or broken images show a placeholder of the same size.
 */
import ImageNotSupported from '@mui/icons-material/ImageNotSupported';
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useImageUrl } from '@/lib/configuration.ts';
import { tmdbSrcSet } from '@/lib/image-sources.ts';

const ASPECT_RATIOS = {
  poster: '2 / 3',
  profile: '2 / 3',
  backdrop: '16 / 9',
  still: '16 / 9',
  provider: '1 / 1',
  network: '5 / 2',
} as const;

export type ImageShape = keyof typeof ASPECT_RATIOS;

interface MediaImageProps {
  path: string | null | undefined;
  /** A full image address instead of a catalogue path (a favourite keeps its image's URL). */
  url?: string;
  /** Empty when the picture sits beside its own caption, as on cards: it adds nothing to it. */
  alt: string;
  shape: ImageShape;
  /**
   * The screen's main picture, usually its largest paint: fetched at once and first, not
   * lazily. Everything else waits until it nears the viewport.
   */
  priority?: boolean;
  /**
   * How wide the box is, for choosing among TMDB's widths. Lazy images are measured by the
   * browser (`sizes="auto"`); a priority image loads before layout, so it needs this to get
   * a `srcset` at all (without, it loads the spec's w500).
   */
  sizes?: string;
  /**
   * Whose logo this is. A logo that is missing or fails to load shows this name's initials
   * on its tile, so it still looks like its own provider or network rather than one more
   * broken tile (the name is written beside it, for reading and for screen readers).
   */
  name?: string;
  /**
   * The box's proportions (a CSS aspect-ratio) where its list sets one for all its cards
   * rather than the picture's shape: the picture is then cropped to the box.
   */
  ratio?: string;
  /**
   * Which part of a cropped picture stays in view (a CSS object-position): a face or a
   * poster's top rather than its middle. Centred without.
   */
  position?: string;
}

/** Where the browser cannot measure (no `sizes="auto"`), it assumes the spec's width. */
const SPEC_WIDTH = '500px';

const isLogo = (shape: ImageShape) => shape === 'provider' || shape === 'network';

/** 'Tubi TV' -> 'TT', 'HBO' -> 'HBO', 'Netflix' -> 'N'. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const [first = ''] = words;
  if (words.length === 1 && /^[A-Z0-9+]{2,3}$/.test(first)) return first;
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

function NoImage({ alt, compact, name }: { alt: string; compact: boolean; name?: string }) {
  const { i18n } = useLingui();
  return (
    <Box
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        // Logos sit on a light tile in either scheme, everything else on the scheme's own.
        color: compact ? 'grey.700' : 'text.secondary',
      }}
    >
      {compact && name ? (
        <Typography component="span" sx={{ fontWeight: 700, lineHeight: 1, color: 'grey.800' }}>
          {initialsOf(name)}
        </Typography>
      ) : (
        <ImageNotSupported fontSize={compact ? 'small' : 'large'} />
      )}
      {!compact && <Typography variant="caption">{i18n._('media.noImage')}</Typography>}
    </Box>
  );
}

export function MediaImage({
  path,
  url,
  alt,
  shape,
  priority = false,
  sizes,
  name,
  ratio,
  position,
}: MediaImageProps) {
  const catalogueUrl = useImageUrl()(path);
  const src = url || catalogueUrl;
  const [failedSrc, setFailedSrc] = useState<string>();
  // An image of a server-rendered screen that failed before hydration had no one to tell:
  // one that has settled already and cannot be decoded is broken.
  const noticeEarlyFailure = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete) image.decode().catch(() => setFailedSrc(src));
    },
    [src],
  );
  const srcSet = src && (!priority || sizes) ? tmdbSrcSet(src) : undefined;
  return (
    <Box
      sx={{
        aspectRatio: ratio ?? ASPECT_RATIOS[shape],
        width: '100%',
        overflow: 'hidden',
        borderRadius: 1,
        // Logos are drawn for a light ground: theirs is light in either scheme.
        bgcolor: isLogo(shape) ? 'grey.100' : 'imageTile',
      }}
    >
      {src && src !== failedSrc ? (
        <Box
          component="img"
          src={src}
          srcSet={srcSet}
          sizes={srcSet && (priority ? sizes : `auto, ${sizes ?? SPEC_WIDTH}`)}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailedSrc(src)}
          ref={noticeEarlyFailure}
          sx={{
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: isLogo(shape) ? 'contain' : 'cover',
            objectPosition: position,
          }}
        />
      ) : (
        <NoImage alt={alt} compact={isLogo(shape)} name={name} />
      )}
    </Box>
  );
}
