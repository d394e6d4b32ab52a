import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextLink } from '@/components/text-link.tsx';

/**
 * SPEC's 'No Results'. After a search (`searched`), also what to try next, so an empty search
 * is no dead end: other words, or browsing Discover instead.
 */
export function NoResults({ searched = false }: { searched?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {i18n._('media.noResults')}
      </Typography>
      {searched && (
        <Typography sx={{ mt: 1 }}>
          {i18n._('media.noResultsHint')}{' '}
          <TextLink to="/discover/movies">{i18n._('media.browseDiscover')}</TextLink>
        </Typography>
      )}
    </Box>
  );
}
