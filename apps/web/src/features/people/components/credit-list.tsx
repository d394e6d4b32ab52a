/**
 * A person's credits as a compact list by year, as TMDB gives a filmography: one line per title
 * (year, title leading to it, their role or jobs), a rule between the years. Dozens of credits
 * fit on a phone's screen where image cards took one each.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextLink } from '@/components/text-link.tsx';
import { yearOf } from '@/lib/format.ts';
import { visuallyHidden } from '@/theme/visually-hidden.ts';
import { creditDate, type TitleCredit } from '../lib/credits.ts';

/** The year, or a dash read out as 'Date unknown' for a title not dated yet. */
function CreditYear({ year }: { year: string }) {
  const { i18n } = useLingui();
  if (year) return <>{year}</>;
  return (
    <>
      <span aria-hidden>—</span>
      <Box component="span" sx={visuallyHidden}>
        {i18n._('people.undated')}
      </Box>
    </>
  );
}

function CreditRow({ credit, startsYear }: { credit: TitleCredit; startsYear: boolean }) {
  const { i18n } = useLingui();
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        // The year's column is as wide as a year, so the titles line up.
        gridTemplateColumns: '4ch minmax(0, 1fr)',
        columnGap: 2,
        py: 0.75,
        borderTop: startsYear ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.75 }}
      >
        <CreditYear year={yearOf(creditDate(credit))} />
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <TextLink
          to={`/${credit.mediaType}/$id`}
          params={{ id: credit.id }}
          sx={{ fontWeight: 'bold' }}
        >
          {credit.title}
        </TextLink>
        <Typography variant="body2" color="text.secondary">
          {[
            credit.role,
            credit.episodeCount && i18n._('people.episodeCount', { count: credit.episodeCount }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}

interface CreditListProps {
  /** Newest first (lib/credits.ts), so the titles of a year come together. */
  credits: readonly TitleCredit[];
  /** Names the list, e.g. 'Acting credits'. */
  label: string;
}

export function CreditList({ credits, label }: CreditListProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {credits.map((credit, index) => {
        const previous = credits[index - 1];
        const year = yearOf(creditDate(credit));
        return (
          <CreditRow
            key={credit.id}
            credit={credit}
            startsYear={previous !== undefined && yearOf(creditDate(previous)) !== year}
          />
        );
      })}
    </Box>
  );
}
