/**
 * The calendar end to end on the fake TMDB (support/calendar-story.ts tells it), with the one
 * show the fake dates around today (apps/server/test/fake-tmdb-airing.ts).
 */
import { AIRING_SHOW } from '../../server/test/fake-tmdb-airing.ts';
import { calendarStory } from './support/calendar-story.ts';
import { storyAccount } from './support/story-accounts.ts';
import { test } from './support/test.ts';

// One story of several page loads and two axe runs in both themes.
test.describe.configure({ timeout: 180_000 });

test('follow an airing show on the calendar, mark an episode, and subscribe to its feed', async ({
  page,
}, testInfo) => {
  // Its episodes air weekly: 14 days ago, 3 days ago, in 4 days, and on.
  await calendarStory(
    page,
    {
      id: AIRING_SHOW.id,
      title: AIRING_SHOW.name,
      season: AIRING_SHOW.seasonNumber,
      airedAiring: -3,
      upcomingAiring: 4,
    },
    storyAccount('calendar', testInfo.project.name),
  );
});
