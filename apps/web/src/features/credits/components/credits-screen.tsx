/**
 * Full Cast & Crew of a movie or a TV show: the whole cast with their characters (on TV every
 * role with its episode count), and the crew by department, each person once with all their jobs.
 */
import { useLingui } from '@lingui/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { MediaImage } from '@/components/media/media-image.tsx';
import { Section } from '@/components/media/section-heading.tsx';
import { departmentName } from '@/components/media/tmdb-terms.ts';
import { TextLink } from '@/components/text-link.tsx';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { formatNumber, yearOf } from '@/lib/format.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { creditsQueryOptions, type CreditsMediaType } from '../api/credits-queries.ts';
import { describeJobs, describeRoles } from '../lib/roles.ts';
import { CreditPeople } from './credit-people.tsx';

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
      {credits.cast.length === 0 && credits.crew.length === 0 && (
        <Typography sx={{ my: 3 }}>{i18n._('credits.nobodyCredited')}</Typography>
      )}
      <Grid container spacing={4}>
        {credits.cast.length > 0 && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Section heading={i18n._('credits.cast', { count: formatNumber(credits.cast.length) })}>
              <CreditPeople
                people={credits.cast.map((member) => ({
                  ...member,
                  credit: describeRoles(i18n, member.roles),
                }))}
              />
            </Section>
          </Grid>
        )}
        {credits.crew.length > 0 && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Section heading={i18n._('credits.crew', { count: formatNumber(crewCount) })}>
              {credits.crew.map(({ department, people }) => (
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
            </Section>
          </Grid>
        )}
      </Grid>
    </Container>
  );
}
