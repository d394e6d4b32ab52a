/**
 * Full Cast & Crew of a movie or a TV show: the whole cast with their characters (on TV every
 * role with its episode count), and the crew by department, each person once with all their jobs.
 * A long show's page runs to hundreds of people, so the top leads straight to the crew, the crew
 * back to the cast, and the crew can be narrowed to one department.
 */
import { useLingui } from '@lingui/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MediaImage } from '@/components/media/media-image.tsx';
import { SectionHeading } from '@/components/media/section-heading.tsx';
import { departmentName } from '@/components/media/tmdb-terms.ts';
import { TextLink } from '@/components/text-link.tsx';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { formatNumber, yearOf } from '@/lib/format.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { creditsQueryOptions, type CreditsMediaType } from '../api/credits-queries.ts';
import { describeJobs, describeRoles } from '../lib/roles.ts';
import { CreditPeople } from './credit-people.tsx';
import { ALL_DEPARTMENTS, DepartmentFilter } from './department-filter.tsx';
import { JumpLink } from './jump-link.tsx';

/** The headings the jump links lead to. */
const CAST_HEADING = 'full-cast';
const CREW_HEADING = 'full-crew';

/** Cast or Crew, named by its heading, which a jump link can reach by `id`. */
function JumpSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      // Clear of the sticky top bar (56 px on phones, 64 px from 600 px) when jumped to.
      sx={{ '& > h2': { scrollMarginTop: { xs: 64, sm: 72 } } }}
    >
      <SectionHeading id={id}>{heading}</SectionHeading>
      {children}
    </Box>
  );
}

interface CreditsScreenProps {
  mediaType: CreditsMediaType;
  id: number;
}

export function CreditsScreen({ mediaType, id }: CreditsScreenProps) {
  const { i18n } = useLingui();
  const credits = useSuspenseQuery(creditsQueryOptions(mediaType, id, useCatalogueLanguage())).data;
  usePageTitle(i18n._('credits.pageTitle', { title: credits.title }));
  const year = yearOf(credits.releaseDate);
  const crewCount = new Set(
    credits.crew.flatMap((department) => department.people.map((person) => person.id)),
  ).size;
  const [chosenDepartment, setChosenDepartment] = useState(ALL_DEPARTMENTS);
  // A department this title lacks (the screen kept its choice for another title) shows them all.
  const departments = credits.crew.some(({ department }) => department === chosenDepartment)
    ? credits.crew.filter(({ department }) => department === chosenDepartment)
    : credits.crew;
  const castHeading = i18n._('credits.cast', {
    count: formatNumber(credits.cast.length, i18n.locale),
  });
  const crewHeading = i18n._('credits.crew', { count: formatNumber(crewCount, i18n.locale) });
  const both = credits.cast.length > 0 && credits.crew.length > 0;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <Box sx={{ width: 72, flexShrink: 0 }}>
          <MediaImage path={credits.posterPath} alt="" shape="poster" priority />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {i18n._('credits.fullCastAndCrew')}
          </Typography>
          <Typography variant="h6" component="p">
            {credits.title}
            {year && ` (${year})`}
          </Typography>
          <TextLink
            to={`/${mediaType}/$id`}
            params={{ id }}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <ArrowBack fontSize="small" aria-hidden />
            {i18n._('credits.backTo', { title: credits.title })}
          </TextLink>
        </Box>
      </Box>
      {both && (
        <Stack
          component="nav"
          aria-label={i18n._('credits.jumpTo')}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 1 }}
        >
          <JumpLink target={CAST_HEADING}>{castHeading}</JumpLink>
          <JumpLink target={CREW_HEADING}>{crewHeading}</JumpLink>
        </Stack>
      )}
      {credits.cast.length === 0 && credits.crew.length === 0 && (
        <Typography sx={{ my: 3 }}>{i18n._('credits.nobodyCredited')}</Typography>
      )}
      <Grid container spacing={4}>
        {credits.cast.length > 0 && (
          <Grid size={{ xs: 12, md: 6 }}>
            <JumpSection id={CAST_HEADING} heading={castHeading}>
              <CreditPeople
                people={credits.cast.map((member) => ({
                  ...member,
                  credit: describeRoles(i18n, member.roles),
                }))}
              />
            </JumpSection>
          </Grid>
        )}
        {credits.crew.length > 0 && (
          <Grid size={{ xs: 12, md: 6 }}>
            <JumpSection id={CREW_HEADING} heading={crewHeading}>
              {(both || credits.crew.length > 1) && (
                <Stack
                  direction="row"
                  spacing={2}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
                >
                  {/* One department has nothing to narrow. */}
                  {credits.crew.length > 1 && (
                    <DepartmentFilter
                      departments={credits.crew}
                      crewCount={crewCount}
                      value={chosenDepartment}
                      onChange={setChosenDepartment}
                    />
                  )}
                  {both && (
                    <JumpLink target={CAST_HEADING} startIcon={<ArrowUpward aria-hidden />}>
                      {i18n._('credits.backToCast')}
                    </JumpLink>
                  )}
                </Stack>
              )}
              {departments.map(({ department, people }) => (
                <Box
                  component="section"
                  key={department}
                  aria-label={departmentName(i18n, department)}
                  sx={{ mb: 3 }}
                >
                  <Typography variant="h6" component="h3">
                    {departmentName(i18n, department)}
                    <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                      {i18n._('credits.peopleCount', { count: people.length })}
                    </Typography>
                  </Typography>
                  <CreditPeople
                    people={people.map((person) => ({
                      ...person,
                      credit: describeJobs(i18n, person.jobs),
                    }))}
                  />
                </Box>
              ))}
            </JumpSection>
          </Grid>
        )}
      </Grid>
    </Container>
  );
}
