import { useLingui } from '@lingui/react';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ButtonLink } from '../links.tsx';

/**
 * The messages for each thing a route's loader can miss (routes/-load-or-not-found.ts names it
 * in English): a heading and an explanation, whole sentences since languages inflect the noun.
 */
const MISSING_THINGS: Readonly<Record<string, { heading: string; text: string }>> = {
  Movie: { heading: /*i18n*/ 'not-found.movie', text: /*i18n*/ 'not-found.movieText' },
  Person: { heading: /*i18n*/ 'not-found.person', text: /*i18n*/ 'not-found.personText' },
  'TV show': {
    heading: /*i18n*/ 'not-found.tvShow',
    text: /*i18n*/ 'not-found.tvShowText',
  },
  Season: { heading: /*i18n*/ 'not-found.season', text: /*i18n*/ 'not-found.seasonText' },
  Episode: {
    heading: /*i18n*/ 'not-found.episode',
    text: /*i18n*/ 'not-found.episodeText',
  },
  Collection: {
    heading: /*i18n*/ 'not-found.collection',
    text: /*i18n*/ 'not-found.collectionText',
  },
};
const MISSING_PAGE = {
  heading: /*i18n*/ 'not-found.page',
  text: /*i18n*/ 'not-found.pageText',
};

/** What a route's loader could not find, if it said; else the address as a whole. */
function missingThing(data: unknown): { heading: string; text: string } {
  const thing = typeof data === 'object' && data !== null && (data as { thing?: unknown }).thing;
  return (typeof thing === 'string' && MISSING_THINGS[thing]) || MISSING_PAGE;
}

/** The show a missing season or episode belongs to, if the loader said. */
function showOf(data: unknown): number | undefined {
  const show = typeof data === 'object' && data !== null && (data as { show?: unknown }).show;
  return typeof show === 'number' ? show : undefined;
}

/** `data` is what the router passes from a `notFound()` thrown by a loader. */
export function NotFoundScreen({ data }: { data?: unknown }) {
  const { i18n } = useLingui();
  const messages = missingThing(data);
  const show = showOf(data);
  const heading = i18n._(messages.heading);
  usePageTitle(heading);
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography sx={{ mb: 3 }}>{i18n._(messages.text)}</Typography>
      {/* A season or episode that is not there may still be of a show that is: back to it. */}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
      >
        {show !== undefined && (
          <ButtonLink to="/tv/$id" params={{ id: show }} variant="contained">
            {i18n._('not-found.backToShow')}
          </ButtonLink>
        )}
        <ButtonLink to="/" variant={show === undefined ? 'contained' : 'outlined'}>
          {i18n._('shell.backToSearch')}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
