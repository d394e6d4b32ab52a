/**
 * The menu's count of episodes aired since the signed-in visitor last opened the calendar.
 * Loaded lazily and only for a signed-in visitor: the menu is in the entry bundle.
 */
import { useLingui } from '@lingui/react';
import { getCalendarUnseenOptions } from '@media-search/api-client/query';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { visuallyHidden } from '@/theme/visually-hidden.ts';

export function CalendarBadge() {
  const { i18n } = useLingui();
  const unseen = useQuery({
    ...getCalendarUnseenOptions({
      query: { tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
    }),
    // Opening the calendar resets the count: read it afresh whenever the menu opens.
    staleTime: 0,
  });
  const count = unseen.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <>
      <Badge
        badgeContent={count}
        color="primary"
        max={99}
        aria-hidden
        // Beside the label, not over a child: the badge stands in the line.
        sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
      />
      {/* The link's name says what the number counts. */}
      <Box component="span" sx={visuallyHidden}>
        {i18n._('calendar.unseen', { count })}
      </Box>
    </>
  );
}
