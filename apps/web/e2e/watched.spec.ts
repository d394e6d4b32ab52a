/**
 * Marking films and TV episodes watched on their pages, on the fake TMDB
 * (support/watched-story.ts tells it). The phone and the desktop each use their own account, so
 * the two can run at once on the one server.
 */
import { watchedStory } from './support/watched-story.ts';
import { test } from './support/test.ts';
import { storyAccount } from './support/story-accounts.ts';

// One story of several page loads: roomier than the default on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('mark a film watched by mouse and keyboard, Undo the watchlist, mark a season', async ({
  page,
}, testInfo) => {
  await watchedStory(
    page,
    {
      film: { id: 104, title: 'Low Orbit', heading: 'Low Orbit (2004)' },
      // Not 107: the failed-loads spec needs a movie the server has never cached.
      listed: { id: 102, title: 'Quiet Harbor' },
      // Season 2 lists 10 episodes, 8 of them aired; season 1 has 2 aired (one has no date).
      show: { id: 201, title: 'Night Shift Diaries', season: 2, seasonAired: 8, showAired: 10 },
    },
    storyAccount('watched', testInfo.project.name),
  );
});
