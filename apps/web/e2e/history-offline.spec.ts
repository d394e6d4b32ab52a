/** The History screen end to end on the demo catalogue (support/history-story.ts tells it). */
import { historyStory } from './support/history-story.ts';
import { test } from './support/test.ts';
import { storyAccount } from './support/story-accounts.ts';

test.describe.configure({ timeout: 120_000 });

test('log watches of a demo film, see them by month, change a day, delete and undo', async ({
  page,
}, testInfo) => {
  await historyStory(
    page,
    { id: 103, title: 'Taxi Driver', year: '1976' },
    storyAccount('history', testInfo.project.name),
  );
});
