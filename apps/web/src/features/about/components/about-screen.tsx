/** About (SPEC §2): what this is and how it is built, attributions, and outside links. */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExternalButton } from '@/components/media/external-button.tsx';
import { ShortcutsSection } from '@/components/shortcuts/shortcuts-section.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { aboutLinks } from './about-links.ts';
import { OfflineCatalogAlert } from './offline-catalog-alert.tsx';
import { TechLogos } from './tech-logos.tsx';

/** Message IDs (the `about` catalogue); the last two are SPEC's attributions. */
const STATEMENTS = [
  /*i18n*/ 'about.portfolio',
  /*i18n*/ 'about.responsive',
  /*i18n*/ 'about.typedClient',
  /*i18n*/ 'about.frontEnd',
  /*i18n*/ 'about.backEnd',
  /*i18n*/ 'about.paging',
  /*i18n*/ 'about.tmdbNotice',
  /*i18n*/ 'about.justWatch',
];

export function AboutScreen() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('about.heading'));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {i18n._('about.heading')}
      </Typography>
      <OfflineCatalogAlert />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TechLogos />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box component="ul" sx={{ mt: 0, pl: 3 }}>
            {STATEMENTS.map((statement) => (
              <Typography component="li" key={statement} sx={{ mb: 1 }}>
                {i18n._(statement)}
              </Typography>
            ))}
          </Box>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
            {aboutLinks().map(({ label, href }) => (
              <ExternalButton key={href} href={href}>
                {i18n._(label)}
              </ExternalButton>
            ))}
          </Stack>
        </Grid>
      </Grid>
      <Typography variant="h5" component="h2" sx={{ mt: 5 }}>
        {i18n._('about.limitationsHeading')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{i18n._('about.limitations')}</Typography>
      <ShortcutsSection />
    </Container>
  );
}
