/** The calendar end to end on the demo catalogue (support/calendar-story.ts tells it). */
import { calendarStory } from './support/calendar-story.ts';
import { storyAccount } from './support/story-accounts.ts';
import { test } from './support/test.ts';

// One story of several page loads and two axe runs in both themes.
test.describe.configure({ timeout: 180_000 });

test('follow an airing demo show on the calendar, mark an episode, and subscribe', async ({
  page,
}, testInfo) => {
  // Chernobyl's season 1 airs weekly in the demo pack (pack.json `airingNow`), its second
  // episode today.
  await calendarStory(
    page,
    { id: 87108, title: 'Chernobyl', season: 1, airedAiring: 0, upcomingAiring: 7 },
    storyAccount('calendar', testInfo.project.name),
  );
});
