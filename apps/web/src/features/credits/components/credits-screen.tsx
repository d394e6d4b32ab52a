/**
 * Full Cast & Crew of a movie or a TV show: the whole cast with their characters (on TV every
 * role with its episode count), and the crew by department, each person once with all their jobs.
 * A long show's cast is thousands of pixels tall on a phone: a link at its top jumps to the crew.
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
import { TextLink } from '@/components/text-link.tsx';
import { formatNumber, yearOf } from '@/lib/format.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { creditsQueryOptions, type CreditsMediaType } from '../api/credits-queries.ts';
import { describeRoles } from '../lib/roles.ts';
import { CreditPeople } from './credit-people.tsx';
import { CREW_HEADING_ID, CrewSection } from './crew-section.tsx';
import { JumpLink } from './jump-link.tsx';

interface CreditsScreenProps {
  mediaType: CreditsMediaType;
  id: number;
  /** The crew department in the address (see lib/credits-search.ts). */
  department: string | undefined;
  onDepartmentChange: (department: string | undefined) => void;
}

export function CreditsScreen({
  mediaType,
  id,
  department,
  onDepartmentChange,
}: CreditsScreenProps) {
  const { i18n } = useLingui();
  const credits = useSuspenseQuery(creditsQueryOptions(mediaType, id)).data;
  usePageTitle(i18n._('credits.pageTitle', { title: credits.title }));
  const year = yearOf(credits.releaseDate);
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
              {credits.crew.length > 0 && (
                <JumpLink targetId={CREW_HEADING_ID}>{i18n._('credits.jumpToCrew')}</JumpLink>
              )}
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
            <CrewSection
              crew={credits.crew}
              department={department}
              onDepartmentChange={onDepartmentChange}
            />
          </Grid>
        )}
      </Grid>
    </Container>
  );
}
