/**
 * The History screen end to end on the fake TMDB (support/history-story.ts tells it). The phone
 * and the desktop each use their own account, so the two can run at once on the one server.
 */
import { historyStory } from './support/history-story.ts';
import { test } from './support/test.ts';
import { storyAccount } from './support/story-accounts.ts';

// One story of several page loads: roomier than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('log watches, see them by month, change a day, delete and undo, by keyboard', async ({
  page,
}, testInfo) => {
  await historyStory(
    page,
    { id: 103, title: 'Paper Kites', year: '2011' },
    storyAccount('history', testInfo.project.name),
  );
});
