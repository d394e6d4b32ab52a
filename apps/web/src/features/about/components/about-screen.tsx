/** About (SPEC §2): what this is and how it is built, attributions, and outside links. */
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

const STATEMENTS = [
  'Media Search is a portfolio project: a quick way to look up movies, TV shows and the people who make them.',
  'The layout adapts to the screen, from a phone held upright to a wide desktop window.',
  'The web app calls its API through a typed client generated from the API’s OpenAPI description, so the two cannot drift apart unnoticed.',
  'The front end is a static single-page app built with React and Material UI.',
  'The back end is a Node.js web API built on Fastify; automation builds and tests it whenever a change is merged to main.',
  'Results arrive a page at a time: the first page straight away, further pages as you scroll.',
  'This product uses the TMDB API but is not endorsed or certified by TMDB.',
  'Streaming information courtesy of JustWatch.',
];

export function AboutScreen() {
  usePageTitle('About');
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        About
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
                {statement}
              </Typography>
            ))}
          </Box>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
            {aboutLinks().map(({ label, href }) => (
              <ExternalButton key={href} href={href}>
                {label}
              </ExternalButton>
            ))}
          </Stack>
        </Grid>
      </Grid>
      <Typography variant="h5" component="h2" sx={{ mt: 5 }}>
        Limitations / Future State
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Media Search speaks English only, shows where to watch for the United States alone, and
        without a TMDB token serves a small demo catalogue whose artwork is drawn by the server.
        Favourites live on this server and cannot yet be exported.
      </Typography>
      <ShortcutsSection />
    </Container>
  );
}
