/**
 * The home's rows made for a signed-in visitor, end to end on the demo catalogue
 * (support/for-you-story.ts tells it).
 */
import { forYouStory } from './support/for-you-story.ts';
import { storyAccount } from './support/story-accounts.ts';
import { test } from './support/test.ts';

// One story of several page loads: roomier than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('watch two demo episodes and rate a demo film, then find the rows made for you', async ({
  page,
}, testInfo) => {
  // The pack's recommender seeds a row from The Godfather (as server/test/library/
  // for-you-demo.test.ts shows).
  await forYouStory(
    page,
    {
      show: {
        id: 1396,
        title: 'Breaking Bad',
        season: 1,
        watched: 1,
        next: "...And the Bag's in the River",
        following: 'Cancer Man',
      },
      film: { id: 238, title: 'The Godfather' },
    },
    storyAccount('for-you', testInfo.project.name),
  );
});
