/**
 * The home's rows made for a signed-in visitor, end to end on the fake TMDB
 * (support/for-you-story.ts tells it). Each browser project uses its own account.
 */
import { forYouStory } from './support/for-you-story.ts';
import { storyAccount } from './support/story-accounts.ts';
import { test } from './support/test.ts';

// One story of several page loads: roomier than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('watch two episodes and rate a film, then find Up Next and "Because you liked" at home', async ({
  page,
}, testInfo) => {
  // Night Shift Diaries' second season has aired up to episode 8; Orbit of Ash has
  // recommendations (Paper Kites, Quiet Harbor).
  await forYouStory(
    page,
    {
      show: {
        id: 201,
        title: 'Night Shift Diaries',
        season: 2,
        watched: 1,
        next: 'Black Ice',
        following: 'The Long Way Round',
      },
      film: { id: 101, title: 'Orbit of Ash' },
    },
    storyAccount('for-you', testInfo.project.name),
  );
});
