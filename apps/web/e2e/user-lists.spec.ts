/** Lists end to end on the fake TMDB (support/user-lists-story.ts tells it). */
import { userListsStory } from './support/user-lists-story.ts';
import { test } from './support/test.ts';
import { storyAccount } from './support/story-accounts.ts';

// One story of several page loads: roomier than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('make a list, add a film and a show, reorder by keyboard, share it', async ({
  page,
  browser,
}, testInfo) => {
  await userListsStory(
    page,
    browser,
    testInfo,
    {
      film: { id: 101, title: 'Orbit of Ash' },
      show: { id: 201, title: 'Night Shift Diaries' },
    },
    storyAccount('lists', testInfo.project.name),
  );
});
