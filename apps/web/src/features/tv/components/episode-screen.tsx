/** An episode (SPEC §2 Episode page): where it sits, its still, rating, facts and guest stars. */
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { TextLink } from '../../../components/text-link.tsx';
import { CastGrid } from '../../../components/media/cast-grid.tsx';
import { DetailLayout } from '../../../components/media/detail-layout.tsx';
import { FactList } from '../../../components/media/fact-list.tsx';
import { MediaImage } from '../../../components/media/media-image.tsx';
import { RatingLine } from '../../../components/media/rating-line.tsx';
import { SectionHeading } from '../../../components/media/section-heading.tsx';
import { formatRuntime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { episodeQueryOptions, type EpisodeRef } from '../api/tv-queries.ts';

export function EpisodeScreen(ref: EpisodeRef) {
  const episode = useSuspenseQuery(episodeQueryOptions(ref)).data;
  usePageTitle(`${episode.tvShowTitle}: ${episode.name}`);
  return (
    <DetailLayout
      image={<MediaImage path={episode.stillPath} alt={episode.name} shape="still" priority />}
      below={
        <>
          <SectionHeading>Guest Stars</SectionHeading>
          <CastGrid cast={episode.guestStars} />
        </>
      }
    >
      <Typography variant="h4" component="h1">
        <TextLink to="/tv/$id" params={{ id: ref.series }} color="inherit">
          {episode.tvShowTitle}
        </TextLink>
      </Typography>
      <Typography variant="subtitle1" component="p">
        <TextLink to="/tvseason" search={{ series: ref.series, season: episode.seasonNumber }}>
          Season {episode.seasonNumber}
        </TextLink>
        {' · '}Episode {episode.episodeNumber}
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        {episode.name}
      </Typography>
      <RatingLine voteAverage={episode.voteAverage} voteCount={episode.voteCount} />
      <Typography sx={{ mt: 1 }}>{episode.overview}</Typography>
      <FactList
        facts={[
          { label: 'Runtime', value: formatRuntime(episode.runtime) },
          { label: 'Air Date', value: episode.airDate ?? '' },
        ]}
      />
    </DetailLayout>
  );
}
