/** A person (SPEC §2 Person details): photo, name, IMDB, biography and their credits. */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CollapsiblePanel } from '../../../components/media/collapsible-panel.tsx';
import type { RenderFavorite } from '../../../components/media/favorite-target.ts';
import { TitleRow } from '../../../components/media/title-row.tsx';
import { DetailLayout } from '../../../components/media/detail-layout.tsx';
import { ExternalButton } from '../../../components/media/external-button.tsx';
import { MediaImage } from '../../../components/media/media-image.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { personQueryOptions } from '../api/person-queries.ts';
import { creditsOfType, type CreditType } from '../lib/credits.ts';
import { CreditList } from './credit-list.tsx';

export function PersonScreen({
  id,
  renderFavorite,
}: {
  id: number;
  renderFavorite?: RenderFavorite;
}) {
  const person = useSuspenseQuery(personQueryOptions(id)).data;
  usePageTitle(person.name);
  const [creditType, setCreditType] = useState<CreditType>('movie');
  return (
    <DetailLayout
      image={<MediaImage path={person.profilePath} alt={person.name} shape="profile" priority />}
      below={
        <>
          <ToggleButtonGroup
            exclusive
            value={creditType}
            onChange={(_event, value: CreditType | null) => value && setCreditType(value)}
            aria-label="Credits to show"
            sx={{ mt: 3, mb: 2 }}
          >
            <ToggleButton value="movie">Movies</ToggleButton>
            <ToggleButton value="tv">TV Shows</ToggleButton>
          </ToggleButtonGroup>
          <CreditList credits={creditsOfType(person.combinedCredits.cast, creditType)} />
        </>
      }
    >
      <TitleRow
        action={renderFavorite?.({
          id: person.id,
          mediaType: 'person',
          title: person.name,
          imagePath: person.profilePath,
        })}
      >
        {person.name}
      </TitleRow>
      {person.imdbId && (
        <ExternalButton href={`https://www.imdb.com/name/${person.imdbId}/`}>IMDB</ExternalButton>
      )}
      <CollapsiblePanel title="Biography">
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {person.biography || 'No biography available.'}
        </Typography>
      </CollapsiblePanel>
    </DetailLayout>
  );
}
