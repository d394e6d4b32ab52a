/**
 * The preview's counts: one row per kind of thing the file holds, one column per outcome. It
 * scrolls sideways on its own at a phone's width, rather than the page.
 */
import { useLingui } from '@lingui/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { I18n } from '@lingui/core';
import type { ImportSummary } from '@media-search/api-client';

type Summary = ImportSummary;
type Kind = keyof Summary;
type Outcome = keyof Summary[Kind];

const KINDS: readonly Kind[] = ['watched', 'rating', 'watchlist', 'favorite', 'list-item'];
const OUTCOMES: readonly Outcome[] = ['new', 'existing', 'conflicting', 'unmatched', 'skipped'];

function kindLabel(i18n: I18n, kind: Kind): string {
  switch (kind) {
    case 'watched':
      return i18n._('yourData.kindWatched');
    case 'rating':
      return i18n._('yourData.kindRatings');
    case 'watchlist':
      return i18n._('yourData.kindWatchlist');
    case 'favorite':
      return i18n._('yourData.kindFavorites');
    case 'list-item':
      return i18n._('yourData.kindListItems');
  }
}

function outcomeLabel(i18n: I18n, outcome: Outcome): string {
  switch (outcome) {
    case 'new':
      return i18n._('yourData.outcomeNew');
    case 'existing':
      return i18n._('yourData.outcomeExisting');
    case 'conflicting':
      return i18n._('yourData.outcomeConflicting');
    case 'unmatched':
      return i18n._('yourData.outcomeUnmatched');
    case 'skipped':
      return i18n._('yourData.outcomeSkipped');
  }
}

export function ImportSummaryTable({ summary }: { summary: Summary }) {
  const { i18n } = useLingui();
  return (
    <TableContainer
      // Focusable, so a keyboard can scroll it where it is wider than the screen.
      tabIndex={0}
      role="region"
      aria-labelledby="summary-caption"
      sx={{ mb: 3 }}
    >
      <Table size="small">
        <caption id="summary-caption">{i18n._('yourData.summaryCaption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {i18n._('yourData.kind')}
            </TableCell>
            {OUTCOMES.map((outcome) => (
              <TableCell key={outcome} component="th" scope="col" align="right">
                {outcomeLabel(i18n, outcome)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {KINDS.map((kind) => (
            <TableRow key={kind}>
              <TableCell component="th" scope="row">
                {kindLabel(i18n, kind)}
              </TableCell>
              {OUTCOMES.map((outcome) => (
                <TableCell key={outcome} align="right">
                  {i18n.number(summary[kind][outcome])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
