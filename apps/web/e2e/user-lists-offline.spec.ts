/** Lists end to end on the demo catalogue (support/user-lists-story.ts tells it). */
import { userListsStory } from './support/user-lists-story.ts';
import { test } from './support/test.ts';
import { storyAccount } from './support/story-accounts.ts';

test.describe.configure({ timeout: 180_000 });

test('make a list of demo titles, reorder it by keyboard, share it', async ({
  page,
  browser,
}, testInfo) => {
  await userListsStory(
    page,
    browser,
    testInfo,
    {
      film: { id: 103, title: 'Taxi Driver' },
      show: { id: 19885, title: 'Sherlock' },
    },
    storyAccount('lists', testInfo.project.name),
  );
});
