/**
 * Marking films and TV episodes watched on their pages, on the demo catalogue
 * (support/watched-story.ts tells it): Sherlock's first two series have their episodes in the
 * pack, the later two none, so 6 episodes of it have aired as far as the app knows.
 */
import { watchedStory } from './support/watched-story.ts';
import { test } from './support/test.ts';
import { storyAccount } from './support/story-accounts.ts';

test.describe.configure({ timeout: 240_000 });

test('mark a demo film watched by mouse and keyboard, Undo the watchlist, mark a season', async ({
  page,
}, testInfo) => {
  await watchedStory(
    page,
    {
      film: {
        id: 240,
        title: 'The Godfather Part II',
        heading: 'The Godfather Part II (1974)',
      },
      listed: { id: 1585, title: "It's a Wonderful Life" },
      show: { id: 19885, title: 'Sherlock', season: 1, seasonAired: 3, showAired: 6 },
    },
    storyAccount('watched', testInfo.project.name),
  );
});
