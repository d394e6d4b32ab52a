/**
 * One video of a title as a card: YouTube's thumbnail with a play sign, its name as TMDB writes
 * it and its type. The whole card is one button, "Play {name}", that opens the player.
 */
import { useLingui } from '@lingui/react';
import PlayCircle from '@mui/icons-material/PlayCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { Video } from '@media-search/api-client';
import { useState } from 'react';
import { videoTypeName } from './tmdb-terms.ts';

/** YouTube's 480×360 still of a video (the page's CSP allows this host for images). */
const thumbnailUrl = (key: string) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(key)}/hqdefault.jpg`;

interface VideoCardProps {
  video: Video;
  onPlay: () => void;
  /** Starts loading the player before the click. */
  onIntent: () => void;
}

export function VideoCard({ video, onPlay, onIntent }: VideoCardProps) {
  const { i18n } = useLingui();
  // Offline, or with YouTube blocked, the still cannot load: the name is drawn instead.
  const [failed, setFailed] = useState(false);
  const type = videoTypeName(i18n, video.type);
  const name = video.name || type;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        aria-label={i18n._('details.playVideo', { name })}
        onClick={onPlay}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '16 / 9',
            bgcolor: 'action.selected',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {failed ? (
            <Typography sx={{ p: 2, textAlign: 'center', fontWeight: 'bold' }}>{name}</Typography>
          ) : (
            <Box
              component="img"
              src={thumbnailUrl(video.key)}
              alt=""
              loading="lazy"
              onError={() => setFailed(true)}
              // hqdefault is 4:3 with black bars around a 16:9 picture: cropped to the picture.
              sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }}
            />
          )}
          <PlayCircle
            aria-hidden
            sx={{
              position: 'absolute',
              fontSize: 56,
              color: 'common.white',
              filter: 'drop-shadow(0 0 4px rgb(0 0 0 / 0.7))',
            }}
          />
        </Box>
        <Box sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {type}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
