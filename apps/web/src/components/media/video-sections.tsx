/**
 * Every playable video of a title, grouped by kind: Trailers, Teasers, Clips, Featurettes,
 * Behind the Scenes, then any other kind by name. Each plays in the trailer dialog, which
 * plays YouTube only, so videos on other sites are left out. Nothing at all when none is left.
 */
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Video } from '@media-search/api-client';
import { Suspense, useState } from 'react';
import { Section } from './section-heading.tsx';
import { isPlayable, LazyTrailerDialog, loadTrailerDialog } from './trailer.tsx';
import { formatNumber } from '@/lib/format.ts';

/** TMDB's video types in the order people look for them, with their plural headings' IDs. */
const KNOWN_TYPES: readonly (readonly [type: string, heading: string])[] = [
  ['Trailer', /*i18n*/ 'details.videoTrailers'],
  ['Teaser', /*i18n*/ 'details.videoTeasers'],
  ['Clip', /*i18n*/ 'details.videoClips'],
  ['Featurette', /*i18n*/ 'details.videoFeaturettes'],
  ['Behind the Scenes', /*i18n*/ 'details.videoBehindTheScenes'],
];

/** TMDB's other types, which follow by name; a type it adds later is headed by its own name. */
const OTHER_TYPE_HEADINGS: Readonly<Record<string, string>> = {
  Bloopers: /*i18n*/ 'details.videoBloopers',
  'Opening Credits': /*i18n*/ 'details.videoOpeningCredits',
};

export interface VideoGroup {
  heading: string;
  videos: Video[];
}

/**
 * Playable videos by type, known types first in their order, then the others by TMDB's name;
 * headed in the UI's language.
 */
export function groupVideos(i18n: I18n, videos: readonly Video[]): VideoGroup[] {
  const byType = new Map<string, Video[]>();
  for (const video of videos.filter(isPlayable)) {
    byType.set(video.type, [...(byType.get(video.type) ?? []), video]);
  }
  const known = KNOWN_TYPES.flatMap(([type, heading]) => {
    const group = byType.get(type);
    return group ? [{ heading: i18n._(heading), videos: group }] : [];
  });
  const knownTypes = new Set(KNOWN_TYPES.map(([type]) => type));
  const others = [...byType]
    .filter(([type]) => !knownTypes.has(type))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, group]) => {
      const heading = OTHER_TYPE_HEADINGS[type];
      return { heading: heading ? i18n._(heading) : type, videos: group };
    });
  return [...known, ...others];
}

export function VideoSections({ videos }: { videos: readonly Video[] }) {
  const { i18n } = useLingui();
  const [playing, setPlaying] = useState<Video>();
  const groups = groupVideos(i18n, videos);
  if (groups.length === 0) return null;
  return (
    <Section heading={i18n._('details.videos')}>
      {groups.map(({ heading, videos: group }) => (
        <Box component="section" key={heading} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold', mb: 1 }}>
            {`${heading} (${formatNumber(group.length)})`}
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {group.map((video) => (
              <li key={video.id}>
                <Button
                  variant="outlined"
                  startIcon={<PlayArrow />}
                  onClick={() => setPlaying(video)}
                  onPointerEnter={() => void loadTrailerDialog()}
                  onFocus={() => void loadTrailerDialog()}
                  sx={{ textAlign: 'left' }}
                >
                  {video.name || heading}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      ))}
      {playing && (
        <Suspense>
          <LazyTrailerDialog
            videoKey={playing.key}
            label={playing.name || playing.type}
            closeLabel={i18n._('details.closeVideo')}
            onClose={() => setPlaying(undefined)}
          />
        </Suspense>
      )}
    </Section>
  );
}
