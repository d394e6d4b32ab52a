/**
 * A person's credits as a compact list by year, like TMDB's own filmography: the year once,
 * then each title of that year (a link to it) with the character played or the jobs done.
 * A long career reads in a few screens where the cards take dozens.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextLink } from '@/components/text-link.tsx';
import { creditsByYear, type TitleCredit } from '../lib/credits.ts';
import type { CreditListProps } from './credit-list.tsx';

const bare = { p: 0, m: 0, listStyle: 'none' } as const;

function CreditLine({ credit }: { credit: TitleCredit }) {
  const { i18n } = useLingui();
  const episodes =
    credit.episodeCount && i18n._('people.episodeCount', { count: credit.episodeCount });
  return (
    <Box component="li" sx={{ py: 0.5 }}>
      <TextLink
        to={`/${credit.mediaType}/$id`}
        params={{ id: credit.id }}
        sx={{ fontWeight: 'bold', mr: 1 }}
      >
        {credit.title}
      </TextLink>
      <Typography component="span" variant="body2" color="text.secondary">
        {[credit.role, episodes].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

export function CreditYearList({ credits, label }: CreditListProps) {
  const { i18n } = useLingui();
  return (
    <Box component="ul" aria-label={label} sx={bare}>
      {creditsByYear(credits).map(({ year, credits: ofYear }) => (
        <Box
          component="li"
          key={year ?? 'undated'}
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'baseline',
            py: 1,
            // A rule between years, as on TMDB.
            '& + li': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          <Typography
            component="span"
            sx={{ flex: '0 0 5.5em', fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
          >
            {year ?? i18n._('people.noDate')}
          </Typography>
          <Box component="ul" sx={{ ...bare, minWidth: 0, flex: 1 }}>
            {ofYear.map((credit) => (
              <CreditLine key={credit.id} credit={credit} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
