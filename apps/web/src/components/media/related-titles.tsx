/**
 * Titles to go to next ('Recommendations', 'Similar', 'Known For') as a row of cards that
 * scrolls sideways. Nothing at all when there are none.
 */
import Box from '@mui/material/Box';
import type { TitleCard } from '@media-search/api-client';
import { ResultCard } from './result-card.tsx';
import { ScrollRow } from './scroll-row.tsx';
import { Section } from './section-heading.tsx';

interface RelatedTitlesProps {
  heading: string;
  titles: readonly TitleCard[];
}

export function RelatedTitles({ heading, titles }: RelatedTitlesProps) {
  if (titles.length === 0) return null;
  return (
    <Section heading={heading}>
      <ScrollRow>
        {titles.map((title) => (
          <Box
            component="li"
            key={`${title.mediaType}-${title.id}`}
            sx={{ width: { xs: 200, sm: 240 } }}
          >
            <ResultCard result={title} titleElement="h3" />
          </Box>
        ))}
      </ScrollRow>
    </Section>
  );
}
