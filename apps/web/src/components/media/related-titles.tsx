/**
 * Titles to go to next ('Recommendations', 'Similar', 'Known For') as a row of cards that
 * scrolls sideways. Nothing at all when there are none.
 */
import Box from '@mui/material/Box';
import type { TitleCard } from '@media-search/api-client';
import { useId, useRef, type ReactNode } from 'react';
import { ResultCard } from './result-card.tsx';
import { RowScrollButtons } from './row-scroll-buttons.tsx';
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
  /** A link to the whole list the row starts (the home rows' "See all"). */
  seeAll?: ReactNode;
}

/** Each card's width, as the row lays it out (for the `sizes` of a priority image). */
const CARD_WIDTH = { xs: 200, sm: 240 } as const;
const CARD_SIZES = `(min-width: 600px) ${CARD_WIDTH.sm}px, ${CARD_WIDTH.xs}px`;

export function RelatedTitles({ heading, titles, priorityCards = 0, seeAll }: RelatedTitlesProps) {
  const rowId = useId();
  const row = useRef<HTMLUListElement>(null);
  if (titles.length === 0) return null;
  return (
    <Section
      heading={heading}
      actions={
        <>
          {seeAll}
          <RowScrollButtons row={row} rowId={rowId} />
        </>
      }
    >
      <ScrollRow id={rowId} ref={row}>
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
