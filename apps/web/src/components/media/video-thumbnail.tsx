/**
 * A video's picture in a 16:9 box: YouTube's own thumbnail, or a drawn one where YouTube is not
 * to be asked (the offline demo catalogue, whose videos are examples) or its picture fails to
 * load (a blocked network, a content blocker). The box is the same either way, so nothing moves.
 */
import Box from '@mui/material/Box';
import { useState } from 'react';

/** YouTube's thumbnails of a video: 320 × 180, and 480 × 360 (the same picture, letterboxed). */
function youtubeThumbnails(key: string): { src: string; srcSet: string } {
  const base = `https://i.ytimg.com/vi/${encodeURIComponent(key)}`;
  return {
    src: `${base}/mqdefault.jpg`,
    srcSet: `${base}/mqdefault.jpg 320w, ${base}/hqdefault.jpg 480w`,
  };
}

/** A hue from the video's id, so the drawn pictures of a row differ but stay the same. */
function hueOf(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

const SPROCKETS =
  'repeating-linear-gradient(90deg, transparent 0 6px, rgb(255 255 255 / 0.22) 6px 14px)';

/** Where the browser cannot measure the card (no `sizes="auto"`): about a phone's card. */
const ASSUMED_WIDTH = '320px';

export function VideoThumbnail({ videoKey, drawn }: { videoKey: string; drawn: boolean }) {
  const [failed, setFailed] = useState(false);
  const hue = hueOf(videoKey);
  const { src, srcSet } = youtubeThumbnails(videoKey);
  return (
    <Box
      sx={{
        aspectRatio: '16 / 9',
        width: '100%',
        overflow: 'hidden',
        borderRadius: 1,
        // A strip of film: sprocket holes along both edges over a gradient of the video's hue,
        // dark enough in both schemes for the white play mark over it.
        background: [
          `${SPROCKETS} left 0 top 6px / 100% 8px no-repeat`,
          `${SPROCKETS} left 0 bottom 6px / 100% 8px no-repeat`,
          `linear-gradient(135deg, hsl(${hue} 45% 32%), hsl(${(hue + 50) % 360} 50% 14%))`,
        ].join(', '),
      }}
    >
      {!drawn && !failed && (
        // hqdefault letterboxes its 16:9 picture in 4:3: `cover` crops exactly the bars.
        <Box
          component="img"
          src={src}
          srcSet={srcSet}
          sizes={`auto, ${ASSUMED_WIDTH}`}
          width={320}
          height={180}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
