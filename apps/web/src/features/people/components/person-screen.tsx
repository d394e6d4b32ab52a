/**
 * A person (SPEC §2 Person details): photo, name, facts, links elsewhere, biography, best-known
 * titles, their credits and their photos.
 */
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { PersonResponse } from '@media-search/api-client';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CollapsiblePanel } from '@/components/media/collapsible-panel.tsx';
import { ExternalLinks, externalLinks } from '@/components/media/external-links.tsx';
import type { RenderFavorite } from '@/components/media/favorite-target.ts';
import { FactList, type Fact } from '@/components/media/fact-list.tsx';
import { TitleRow } from '@/components/media/title-row.tsx';
import { DetailLayout } from '@/components/media/detail-layout.tsx';
import { ImageGallery } from '@/components/media/image-gallery.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { RelatedTitles } from '@/components/media/related-titles.tsx';
import { departmentName } from '@/components/media/tmdb-terms.ts';
import { useCatalogueFallbackLang, useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { personQueryOptions } from '../api/person-queries.ts';
import { lifeFacts } from '../lib/lifespan.ts';
import { PersonCredits, type CreditsChoice } from './person-credits.tsx';

interface PersonScreenProps extends CreditsChoice {
  id: number;
  renderFavorite?: RenderFavorite;
  /** Shows other credits; the route keeps the choice in the address. */
  onChooseCredits: (choice: CreditsChoice) => void;
}

/** What the person is known for, their life's dates and place of birth, those known. */
function personFacts(i18n: I18n, person: PersonResponse): Fact[] {
  const today = new Date().toISOString().slice(0, 10);
  return [
    ...(person.knownForDepartment
      ? [
          {
            label: i18n._('people.knownFor'),
            value: departmentName(i18n, person.knownForDepartment),
          },
        ]
      : []),
    ...lifeFacts(i18n, person.birthday, person.deathday, today),
    ...(person.placeOfBirth
      ? [{ label: i18n._('people.placeOfBirth'), value: person.placeOfBirth }]
      : []),
  ];
}

export function PersonScreen({
  id,
  renderFavorite,
  media,
  department,
  onChooseCredits,
}: PersonScreenProps) {
  const { i18n } = useLingui();
  const person = useSuspenseQuery(personQueryOptions(id, useCatalogueLanguage())).data;
  const contentLang = useCatalogueFallbackLang();
  usePageTitle(person.name);
  const ids = { ...person.externalIds, imdbId: person.externalIds.imdbId ?? person.imdbId };
  return (
    <DetailLayout
      image={<MediaImage path={person.profilePath} alt={person.name} shape="profile" priority />}
      below={
        <>
          <RelatedTitles heading={i18n._('people.knownFor')} titles={person.knownFor} />
          <PersonCredits
            person={person}
            media={media}
            department={department}
            onChoose={onChooseCredits}
          />
          <ImageGallery
            heading={i18n._('details.images')}
            groups={[
              { label: i18n._('people.profiles'), shape: 'profile', images: person.profileImages },
            ]}
          />
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
      <FactList facts={(i18n) => personFacts(i18n, person)} />
      {externalLinks(ids, null).length > 0 && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
          <ExternalLinks ids={ids} />
        </Stack>
      )}
      <CollapsiblePanel title={i18n._('people.biography')}>
        {/* Only the biography is the catalogue's; 'No biography available.' is the UI's. */}
        <Typography
          sx={{ whiteSpace: 'pre-line' }}
          lang={person.biography ? contentLang : undefined}
        >
          {person.biography || i18n._('people.noBiography')}
        </Typography>
      </CollapsiblePanel>
    </DetailLayout>
  );
}
