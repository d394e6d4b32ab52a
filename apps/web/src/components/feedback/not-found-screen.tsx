import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ButtonLink } from '../links.tsx';

/** The thing a route's loader could not find (see routes/load-or-not-found.ts), if it said. */
function missingThing(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const thing = (data as { thing?: unknown }).thing;
  return typeof thing === 'string' ? thing : null;
}

/** `data` is what the router passes from a `notFound()` thrown by a loader. */
export function NotFoundScreen({ data }: { data?: unknown }) {
  const thing = missingThing(data);
  const heading = thing ? `${thing} not found` : 'Page not found';
  usePageTitle(heading);
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {thing
          ? `There is no ${thing.toLowerCase()} at this address. The link may be mistyped or out of date; try searching for it instead.`
          : 'There is nothing at this address. It may have moved, or the link may be mistyped.'}
      </Typography>
      <ButtonLink to="/" variant="contained">
        Back to search
      </ButtonLink>
    </Container>
  );
}
