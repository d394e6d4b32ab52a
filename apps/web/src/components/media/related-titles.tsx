/**
 * Titles to go to next ('Recommendations', 'Similar', 'Known For') or to browse (the home rows)
 * as a row of cards that scrolls sideways. Nothing at all when there are none.
 */
import Box from '@mui/material/Box';
import type { TitleCard } from '@media-search/api-client';
import { useRef, type ReactNode } from 'react';
import { ResultCard } from './result-card.tsx';
import { RowPager } from './row-pager.tsx';
import { ScrollRow } from './scroll-row.tsx';
import { Section } from './section-heading.tsx';

interface RelatedTitlesProps {
  heading: string;
  titles: readonly TitleCard[];
  /**
   * How many leading cards are in the first screen's view, their images among its largest
   * paints: those load at once rather than lazily (the home screen's first row).
   */
  priorityCards?: number;
  /**
   * The row is browsed a page at a time with Previous and Next, and ends its heading with this
   * (the home rows: a link to the list the row begins).
   */
  paged?: { seeAll: ReactNode };
}

/** Each card's width, as the row lays it out (for the `sizes` of a priority image). */
const CARD_WIDTH = { xs: 200, sm: 240 } as const;
const CARD_SIZES = `(min-width: 600px) ${CARD_WIDTH.sm}px, ${CARD_WIDTH.xs}px`;

export function RelatedTitles({ heading, titles, priorityCards = 0, paged }: RelatedTitlesProps) {
  const row = useRef<HTMLUListElement>(null);
  if (titles.length === 0) return null;
  const actions = paged && (
    <>
      {paged.seeAll}
      <RowPager row={row} name={heading} />
    </>
  );
  return (
    <Section heading={heading} actions={actions}>
      <ScrollRow ref={row}>
        {titles.map((title, index) => (
          <Box component="li" key={`${title.mediaType}-${title.id}`} sx={{ width: CARD_WIDTH }}>
            <ResultCard
              result={title}
              titleElement="h3"
              priority={index < priorityCards}
              imageSizes={index < priorityCards ? CARD_SIZES : undefined}
            />
          </Box>
        ))}
      </ScrollRow>
    </Section>
  );
}
