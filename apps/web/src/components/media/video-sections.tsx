/**
 * Every playable video of a title, grouped by kind: Trailers, Teasers, Clips, Featurettes,
 * Behind the Scenes, then any other kind by name. Each is a card (thumbnail, play mark, name,
 * kind) that plays in the trailer dialog, which plays YouTube only, so videos on other sites are
 * left out. A group is a row that scrolls sideways on a phone and a grid on wider screens.
 * Nothing at all when no video is left.
 */
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Video } from '@media-search/api-client';
import { Suspense, useState } from 'react';
import { Section } from './section-heading.tsx';
import { isPlayable, LazyTrailerDialog, loadTrailerDialog } from './trailer.tsx';
import { VideoThumbnail } from './video-thumbnail.tsx';
import { useConfiguration } from '@/lib/configuration.ts';
import { formatNumber } from '@/lib/format.ts';

/** TMDB's video types in the order people look for them, with their headings' and names' IDs. */
const KNOWN_TYPES: readonly (readonly [type: string, heading: string, name: string])[] = [
  ['Trailer', /*i18n*/ 'details.videoTrailers', /*i18n*/ 'details.videoTypeTrailer'],
  ['Teaser', /*i18n*/ 'details.videoTeasers', /*i18n*/ 'details.videoTypeTeaser'],
  ['Clip', /*i18n*/ 'details.videoClips', /*i18n*/ 'details.videoTypeClip'],
  ['Featurette', /*i18n*/ 'details.videoFeaturettes', /*i18n*/ 'details.videoTypeFeaturette'],
  [
    'Behind the Scenes',
    /*i18n*/ 'details.videoBehindTheScenes',
    /*i18n*/ 'details.videoTypeBehindTheScenes',
  ],
];

/**
 * TMDB's other types, which follow by name, each its own heading and name; a type it adds
 * later is headed and named by TMDB's word.
 */
const OTHER_TYPES: Readonly<Record<string, string>> = {
  Bloopers: /*i18n*/ 'details.videoBloopers',
  'Opening Credits': /*i18n*/ 'details.videoOpeningCredits',
};

export interface VideoGroup {
  heading: string;
  /** What each of its videos is, in a word ('Trailer'), on its card. */
  typeName: string;
  videos: Video[];
}

/**
 * Playable videos by type, known types first in their order, then the others by TMDB's name;
 * headed and named in the UI's language.
 */
export function groupVideos(i18n: I18n, videos: readonly Video[]): VideoGroup[] {
  const byType = new Map<string, Video[]>();
  for (const video of videos.filter(isPlayable)) {
    byType.set(video.type, [...(byType.get(video.type) ?? []), video]);
  }
  const known = KNOWN_TYPES.flatMap(([type, heading, name]) => {
    const group = byType.get(type);
    return group ? [{ heading: i18n._(heading), typeName: i18n._(name), videos: group }] : [];
  });
  const knownTypes = new Set(KNOWN_TYPES.map(([type]) => type));
  const others = [...byType]
    .filter(([type]) => !knownTypes.has(type))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, group]) => {
      const id = OTHER_TYPES[type];
      const word = id ? i18n._(id) : type;
      return { heading: word, typeName: word, videos: group };
    });
  return [...known, ...others];
}

/** A card's width in a phone's row, where about one and a half show, which says there is more. */
const ROW_CARD_WIDTH = 240;

/**
 * A row that scrolls sideways up to `md`, a grid from there. Its padding keeps the cards' focus
 * rings (outside their edge) within the row, which clips what overflows it; the negative margin
 * keeps the cards in line with the rest of the screen.
 */
const listSx = {
  listStyle: 'none',
  m: '-6px',
  p: '6px',
  display: { xs: 'flex', md: 'grid' },
  gap: 2,
  overflowX: { xs: 'auto', md: 'visible' },
  scrollSnapType: { xs: 'x proximity', md: 'none' },
  // Focus and snapping bring a card into view with its ring, not flush with the row's edge.
  scrollPadding: '6px',
  gridTemplateColumns: `repeat(auto-fill, minmax(${ROW_CARD_WIDTH}px, 1fr))`,
  '& > li': {
    flex: '0 0 auto',
    width: { xs: ROW_CARD_WIDTH, md: 'auto' },
    scrollSnapAlign: 'start',
    minWidth: 0,
  },
} satisfies SxProps<Theme>;

/** A long name stops at two lines, so the cards of a row keep one height. */
const nameSx = {
  mt: 1,
  fontWeight: 500,
  lineHeight: 1.3,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} satisfies SxProps<Theme>;

interface VideoCardProps {
  video: Video;
  name: string;
  typeName: string;
  /** Draw the thumbnail rather than ask YouTube for it. */
  drawn: boolean;
  onPlay: () => void;
}

function VideoCard({ video, name, typeName, drawn, onPlay }: VideoCardProps) {
  const { i18n } = useLingui();
  return (
    <ButtonBase
      // Says what plays; it starts with the card's own words, as voice control users read them.
      aria-label={i18n._('details.playVideo', { name, type: typeName })}
      onClick={onPlay}
      onPointerEnter={() => void loadTrailerDialog()}
      onFocus={() => void loadTrailerDialog()}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        width: '100%',
        textAlign: 'left',
        borderRadius: 1,
        '&:hover .play-mark': { bgcolor: 'primary.dark' },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <VideoThumbnail videoKey={video.key} drawn={drawn} />
        <Box
          aria-hidden
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
        >
          <Box
            className="play-mark"
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 48,
              height: 48,
              borderRadius: '50%',
              color: 'common.white',
              bgcolor: 'rgb(0 0 0 / 0.65)',
              transition: 'background-color 150ms',
            }}
          >
            <PlayArrow fontSize="large" />
          </Box>
        </Box>
      </Box>
      <Typography component="span" variant="body2" sx={nameSx}>
        {name}
      </Typography>
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
        {typeName}
      </Typography>
    </ButtonBase>
  );
}

export function VideoSections({ videos }: { videos: readonly Video[] }) {
  const { i18n } = useLingui();
  // The demo catalogue's videos are examples: their pictures are drawn, and YouTube not asked.
  const drawn = useConfiguration().catalog === 'offline';
  const [playing, setPlaying] = useState<{ video: Video; name: string }>();
  const groups = groupVideos(i18n, videos);
  if (groups.length === 0) return null;
  return (
    <Section heading={i18n._('details.videos')}>
      {groups.map(({ heading, typeName, videos: group }) => (
        <Box component="section" key={heading} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold', mb: 1 }}>
            {`${heading} (${formatNumber(group.length, i18n.locale)})`}
          </Typography>
          <Box component="ul" sx={listSx}>
            {group.map((video) => {
              const name = video.name.trim() || typeName;
              return (
                <li key={video.id}>
                  <VideoCard
                    video={video}
                    name={name}
                    typeName={typeName}
                    drawn={drawn}
                    onPlay={() => setPlaying({ video, name })}
                  />
                </li>
              );
            })}
          </Box>
        </Box>
      ))}
      {playing && (
        <Suspense>
          <LazyTrailerDialog
            videoKey={playing.video.key}
            label={playing.name}
            closeLabel={i18n._('details.closeVideo')}
            onClose={() => setPlaying(undefined)}
          />
        </Suspense>
      )}
    </Section>
  );
}
