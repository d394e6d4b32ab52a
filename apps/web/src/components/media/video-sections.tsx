/**
 * Every playable video of a title, grouped by kind: Trailers, Teasers, Clips, Featurettes,
 * Behind the Scenes, then any other kind by name. Each plays in the trailer dialog, which
 * plays YouTube only, so videos on other sites are left out. Nothing at all when none is left.
 */
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Video } from '@media-search/api-client';
import { Suspense, useState } from 'react';
import { Section } from './section-heading.tsx';
import { isPlayable, LazyTrailerDialog, loadTrailerDialog } from './trailer.tsx';

/** TMDB's video types in the order people look for them, with their plural headings. */
const KNOWN_TYPES: readonly (readonly [type: string, heading: string])[] = [
  ['Trailer', 'Trailers'],
  ['Teaser', 'Teasers'],
  ['Clip', 'Clips'],
  ['Featurette', 'Featurettes'],
  ['Behind the Scenes', 'Behind the Scenes'],
];

export interface VideoGroup {
  heading: string;
  videos: Video[];
}

/** Playable videos by type, known types first in their order, then the others by name. */
export function groupVideos(videos: readonly Video[]): VideoGroup[] {
  const byType = new Map<string, Video[]>();
  for (const video of videos.filter(isPlayable)) {
    byType.set(video.type, [...(byType.get(video.type) ?? []), video]);
  }
  const known = KNOWN_TYPES.flatMap(([type, heading]) => {
    const group = byType.get(type);
    return group ? [{ heading, videos: group }] : [];
  });
  const knownTypes = new Set(KNOWN_TYPES.map(([type]) => type));
  const others = [...byType]
    .filter(([type]) => !knownTypes.has(type))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, group]) => ({ heading: type, videos: group }));
  return [...known, ...others];
}

export function VideoSections({ videos }: { videos: readonly Video[] }) {
  const [playing, setPlaying] = useState<Video>();
  const groups = groupVideos(videos);
  if (groups.length === 0) return null;
  return (
    <Section heading="Videos">
      {groups.map(({ heading, videos: group }) => (
        <Box component="section" key={heading} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold', mb: 1 }}>
            {`${heading} (${group.length})`}
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
            closeLabel="Close video"
            onClose={() => setPlaying(undefined)}
          />
        </Suspense>
      )}
    </Section>
  );
}
